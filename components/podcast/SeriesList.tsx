import { PageLink } from '@/components/navigation/PageLink';
import { seriesPath } from '@/lib/podcasts/player-episode';
import type { PodcastSeriesCard } from '@/lib/podcasts/podcast-types';
import styles from './Podcasts.module.css';
import { SeriesArtwork } from './SeriesArtwork';

const episodeCount = (n: number) => (n === 1 ? '1 episode' : `${n} episodes`);

export function SeriesList({ series }: { series: PodcastSeriesCard[] }) {
  if (!series.length) return <p className={styles.empty}>There are no podcasts yet. Check back soon.</p>;
  return (
    <ul className={styles.list}>
      {series.map((s, i) => (
        <li key={s.slug} className={s.artwork ? `${styles.item} ${styles.withArtwork}` : styles.item}>
          {s.artwork ? (
            // The title's link beside it goes to the same page, so the picture's link is hidden
            // from assistive technology and the tab order, and its alt is empty (decision 167).
            <PageLink href={seriesPath(s.slug)} tabIndex={-1} aria-hidden="true" className={styles.artworkList}>
              <SeriesArtwork artwork={s.artwork} alt="" sizes="(min-width: 40rem) 8rem, 6rem" priority={i === 0} />
            </PageLink>
          ) : null}
          <div>
            <h2>
              <PageLink href={seriesPath(s.slug)}>{s.title}</PageLink>
            </h2>
            <p className={styles.meta}>{episodeCount(s.episodeCount)}</p>
            <p className={styles.description}>{s.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
