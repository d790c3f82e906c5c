import Link from 'next/link';
import { episodePath, toPlayerEpisode } from '@/lib/podcasts/player-episode';
import type { PodcastEpisodeItem } from '@/lib/podcasts/podcast-types';
import { EpisodeMeta } from './EpisodeMeta';
import { PlayEpisodeButton } from './PlayEpisodeButton';
import styles from './Podcasts.module.css';

/** A series' episodes, each playable from the list. */
export function EpisodeList({ series, episodes }: { series: { slug: string; title: string }; episodes: PodcastEpisodeItem[] }) {
  if (!episodes.length) return <p className={styles.empty}>This series has no episodes yet. Check back soon.</p>;
  return (
    <ul className={styles.list}>
      {episodes.map((episode) => (
        <li key={episode.uid} className={styles.item}>
          <h3>
            <Link href={episodePath(series.slug, episode.slug)}>{episode.title}</Link>
          </h3>
          <EpisodeMeta episode={episode} />
          <p className={styles.description}>{episode.description}</p>
          <PlayEpisodeButton episode={toPlayerEpisode(series, episode)} location="series_page" />
        </li>
      ))}
    </ul>
  );
}
