import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import styles from '@/components/desk/site-content/SiteContentForm.module.css';
import type { DeskNewsletterList } from '@/lib/schemas/desk-newsletter';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  lists: DeskNewsletterList[];
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(context, async (staff, services) => ({ lists: await services.siteContent.listDeskNewsletterLists(staff.uid) }), canEditSiteContent);

export default function DeskNewsletters({ staff, lists }: Props) {
  return (
    <DeskLayout
      title="Newsletter lists"
      role={staff.role}
      actions={
        <Link href="/desk/newsletters/new" className={`${styles.button} ${styles.primary}`}>
          New list
        </Link>
      }
    >
      {lists.length ? (
        <ul className={styles.list}>
          {lists.map((l) => (
            <li key={l.listId} className={styles.row}>
              <span className={styles.rowTitle}>
                <Link href={`/desk/newsletters/${encodeURIComponent(l.listId)}`}>{l.name}</Link> <span className={styles.hint}>{l.frequency}</span>
              </span>
              <span className={styles.hint}>
                {l.subscriberCount} active {l.subscriberCount === 1 ? 'subscriber' : 'subscribers'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No newsletter lists yet. Add one with &ldquo;New list&rdquo;.</p>
      )}
    </DeskLayout>
  );
}
