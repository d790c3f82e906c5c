import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import styles from '@/components/desk/site-content/SiteContentForm.module.css';
import type { DeskQuizSummary } from '@/lib/schemas/desk-quiz';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  quizzes: DeskQuizSummary[];
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(context, async (staff, services) => ({ quizzes: await services.siteContent.listDeskQuizzes(staff.uid) }), canEditSiteContent);

export default function DeskQuizzes({ staff, quizzes }: Props) {
  return (
    <DeskLayout
      title="Quizzes"
      role={staff.role}
      actions={
        <Link href="/desk/quizzes/new" className={`${styles.button} ${styles.primary}`}>
          New quiz
        </Link>
      }
    >
      {quizzes.length ? (
        <ul className={styles.list}>
          {quizzes.map((q) => (
            <li key={q.id} className={styles.row}>
              <span className={styles.rowTitle}>
                <Link href={`/desk/quizzes/${q.id}`}>{q.title}</Link> <span className={styles.hint}>/quizzes/{q.slug}</span>
              </span>
              <span className={styles.hint}>
                {q.questionCount} {q.questionCount === 1 ? 'question' : 'questions'}
                {q.articleTitle ? ` · with “${q.articleTitle}”` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No quizzes yet. Write one with &ldquo;New quiz&rdquo;.</p>
      )}
    </DeskLayout>
  );
}
