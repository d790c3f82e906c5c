import Link from 'next/link';
import { seriesPath } from '@/lib/podcasts/player-episode';
import type { PodcastSeriesCard } from '@/lib/podcasts/podcast-types';
import styles from './Podcasts.module.css';

const episodeCount = (n: number) => (n === 1 ? '1 episode' : `${n} episodes`);

export function SeriesList({ series }: { series: PodcastSeriesCard[] }) {
  if (!series.length) return <p className={styles.empty}>There are no podcasts yet. Check back soon.</p>;
  return (
    <ul className={styles.list}>
      {series.map((s) => (
        <li key={s.slug} className={styles.item}>
          <h2>
            <Link href={seriesPath(s.slug)}>{s.title}</Link>
          </h2>
          <p className={styles.meta}>{episodeCount(s.episodeCount)}</p>
          <p className={styles.description}>{s.description}</p>
        </li>
      ))}
    </ul>
  );
}
