import type { PodcastEpisodeItem } from './podcast-types';

/** What the player bar needs to play an episode and say what is playing. */
export interface PlayerEpisode {
  uid: string;
  title: string;
  seriesTitle: string;
  seriesSlug: string;
  audioUrl: string;
  durationSeconds: number;
}

/** Where a play was started, reported to analytics as player_location. */
export type PlayerLocation = 'episode_page' | 'series_page';

export const seriesPath = (seriesSlug: string) => `/podcasts/${seriesSlug}`;
export const episodePath = (seriesSlug: string, episodeSlug: string) => `/podcasts/${seriesSlug}/${episodeSlug}`;

export function toPlayerEpisode(series: { slug: string; title: string }, episode: PodcastEpisodeItem): PlayerEpisode {
  return {
    uid: episode.uid,
    title: episode.title,
    seriesTitle: series.title,
    seriesSlug: series.slug,
    audioUrl: `/audio/${encodeURIComponent(episode.audioFile)}`,
    durationSeconds: episode.durationSeconds,
  };
}
