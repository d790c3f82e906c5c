import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { type AuthorChoice, SeriesForm } from '@/components/desk/podcasts/SeriesForm';
import styles from '@/components/desk/site-content/SiteContentForm.module.css';
import type { DeskPodcastSeries } from '@/lib/schemas/desk-podcast';
import { deskRecordProps } from '@/lib/server/site-content/site-content-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';

interface Props {
  staff: StaffMember;
  series: DeskPodcastSeries;
  authors: AuthorChoice[];
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  deskRecordProps(context, async (staff, services, id) => ({
    series: await services.siteContent.getDeskPodcastSeries(staff.uid, id),
    authors: (await services.siteContent.listDeskAuthors(staff.uid)).map(({ id: authorId, name }) => ({ id: authorId, name })),
  }));

export default function EditSeries({ staff, series, authors }: Props) {
  return (
    <DeskLayout
      title={`Podcast: ${series.title}`}
      role={staff.role}
      actions={
        <Link href={`/desk/podcasts/episodes/new?series=${series.id}`} className={`${styles.button} ${styles.primary}`}>
          New episode
        </Link>
      }
    >
      <SeriesForm key={series.id} series={series} authors={authors} />
      <section className={styles.section} aria-labelledby="episodes-heading">
        <h2 id="episodes-heading">Episodes</h2>
        {series.episodes.length ? (
          <ul className={styles.list}>
            {series.episodes.map((episode) => (
              <li key={episode.id} className={styles.row}>
                <span className={styles.rowTitle}>
                  <Link href={`/desk/podcasts/episodes/${episode.id}`}>{episode.title}</Link>
                </span>
                <span className={styles.hint}>
                  {new Date(episode.publishedAt).toLocaleDateString('en-NZ', { timeZone: 'Pacific/Auckland' })} · {episode.audioFile ? 'audio file' : 'hosted player'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No episodes yet.</p>
        )}
      </section>
    </DeskLayout>
  );
}
