import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import { episodeLength } from '@/lib/podcasts/play-time';
import type { PodcastEpisodeItem } from '@/lib/podcasts/podcast-types';
import styles from './Podcasts.module.css';

/** "22 November 2026 · 38 sec", the date in New Zealand time. */
export function EpisodeMeta({ episode }: { episode: PodcastEpisodeItem }) {
  return (
    <p className={styles.meta}>
      <time dateTime={isoInNz(episode.publishedAt)}>{displayDate(episode.publishedAt)}</time> · {episodeLength(episode.durationSeconds)}
    </p>
  );
}
