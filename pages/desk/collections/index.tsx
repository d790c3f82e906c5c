import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { HomeCollectionsOrder } from '@/components/desk/collections/HomeCollectionsOrder';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import styles from '@/components/desk/site-content/SiteContentForm.module.css';
import type { DeskCollectionSummary } from '@/lib/schemas/desk-collection';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  collections: DeskCollectionSummary[];
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(context, async (staff, services) => ({ collections: await services.siteContent.listDeskCollections(staff.uid) }), canEditSiteContent);

export default function DeskCollections({ staff, collections }: Props) {
  return (
    <DeskLayout
      title="Collections"
      role={staff.role}
      actions={
        <Link href="/desk/collections/new" className={`${styles.button} ${styles.primary}`}>
          New collection
        </Link>
      }
    >
      <HomeCollectionsOrder initial={collections} />
      <section className={styles.section} aria-labelledby="all-collections-heading">
        <h2 id="all-collections-heading">All collections</h2>
        {collections.length ? (
          <ul className={styles.list}>
            {collections.map((c) => (
              <li key={c.id} className={styles.row}>
                <span className={styles.rowTitle}>
                  <Link href={`/desk/collections/${c.id}`}>{c.title}</Link> <span className={styles.hint}>/{c.slug}</span>
                </span>
                <span className={styles.hint}>
                  {c.storyCount} {c.storyCount === 1 ? 'story' : 'stories'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No collections yet. Start one with &ldquo;New collection&rdquo;.</p>
        )}
      </section>
    </DeskLayout>
  );
}
