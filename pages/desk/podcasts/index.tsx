import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import styles from '@/components/desk/site-content/SiteContentForm.module.css';
import type { DeskPodcastSeriesSummary } from '@/lib/schemas/desk-podcast';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  series: DeskPodcastSeriesSummary[];
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(context, async (staff, services) => ({ series: await services.siteContent.listDeskPodcastSeries(staff.uid) }), canEditSiteContent);

export default function DeskPodcasts({ staff, series }: Props) {
  return (
    <DeskLayout
      title="Podcasts"
      role={staff.role}
      actions={
        <Link href="/desk/podcasts/new" className={`${styles.button} ${styles.primary}`}>
          New series
        </Link>
      }
    >
      {series.length ? (
        <ul className={styles.list}>
          {series.map((s) => (
            <li key={s.id} className={styles.row}>
              <span className={styles.rowTitle}>
                <Link href={`/desk/podcasts/${s.id}`}>{s.title}</Link> <span className={styles.hint}>/podcasts/{s.slug}</span>
              </span>
              <span className={styles.hint}>
                {s.episodeCount} {s.episodeCount === 1 ? 'episode' : 'episodes'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No podcast series yet. Start one with &ldquo;New series&rdquo;.</p>
      )}
    </DeskLayout>
  );
}
