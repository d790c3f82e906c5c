import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import styles from '@/components/desk/site-content/SiteContentForm.module.css';
import type { DeskSitePageSummary } from '@/lib/schemas/desk-site-page';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  pages: DeskSitePageSummary[];
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(context, async (staff, services) => ({ pages: await services.sitePages.listDeskSitePages(staff.uid) }), canEditSiteContent);

export default function DeskSitePages({ staff, pages }: Props) {
  return (
    <DeskLayout title="Site pages" role={staff.role}>
      <p className={styles.hint}>The pages every footer links to. Readers see the default text until a page is saved here.</p>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.slug} className={styles.row}>
            <span className={styles.rowTitle}>
              <Link href={`/desk/site-pages/${page.slug}`}>{page.title}</Link> <span className={styles.hint}>{page.path}</span>
            </span>
            <span className={styles.hint}>
              {page.updated ? (
                <>
                  Last updated <time dateTime={page.updated.iso}>{page.updated.text}</time>
                </>
              ) : (
                'Default text, not yet edited'
              )}
            </span>
          </li>
        ))}
      </ul>
    </DeskLayout>
  );
}
