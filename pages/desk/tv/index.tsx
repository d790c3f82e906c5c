import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import styles from '@/components/desk/site-content/SiteContentForm.module.css';
import type { DeskTvShowSummary } from '@/lib/schemas/desk-tv-show';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  shows: DeskTvShowSummary[];
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(context, async (staff, services) => ({ shows: await services.siteContent.listDeskTvShows(staff.uid) }), canEditSiteContent);

export default function DeskTvShows({ staff, shows }: Props) {
  return (
    <DeskLayout
      title="TV shows"
      role={staff.role}
      actions={
        <Link href="/desk/tv/new" className={`${styles.button} ${styles.primary}`}>
          New show
        </Link>
      }
    >
      {shows.length ? (
        <ul className={styles.list}>
          {shows.map((s) => (
            <li key={s.id} className={styles.row}>
              <span className={styles.rowTitle}>
                <Link href={`/desk/tv/${s.id}`}>{s.title}</Link> <span className={styles.hint}>/tv/{s.slug}</span>
              </span>
              <span className={styles.hint}>
                {s.genre} · {s.year}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No TV shows yet. Add one with &ldquo;New show&rdquo;.</p>
      )}
    </DeskLayout>
  );
}
