import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import styles from '@/components/desk/site-content/SiteContentForm.module.css';
import type { DeskAuthorSummary } from '@/lib/schemas/desk-author';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  authors: DeskAuthorSummary[];
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(context, async (staff, services) => ({ authors: await services.siteContent.listDeskAuthors(staff.uid) }), canEditSiteContent);

export default function DeskAuthors({ staff, authors }: Props) {
  return (
    <DeskLayout
      title="Authors"
      role={staff.role}
      actions={
        <Link href="/desk/authors/new" className={`${styles.button} ${styles.primary}`}>
          New author
        </Link>
      }
    >
      {authors.length ? (
        <ul className={styles.list}>
          {authors.map((a) => (
            <li key={a.id} className={styles.row}>
              <span className={styles.rowTitle}>
                <Link href={`/desk/authors/${a.id}`}>{a.name}</Link> <span className={styles.hint}>/author/{a.slug}</span>
              </span>
              <span className={styles.hint}>
                {a.storyCount} {a.storyCount === 1 ? 'story' : 'stories'}
                {a.hasPhoto ? '' : ' · no photo'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No authors yet. Add one with &ldquo;New author&rdquo;.</p>
      )}
    </DeskLayout>
  );
}
