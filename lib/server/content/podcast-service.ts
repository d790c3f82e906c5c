import type { PodcastEpisodeDetail, PodcastSeriesCard, PodcastSeriesDetail, PodcastSeriesHeading } from '@/lib/podcasts/podcast-types';
import type { Db } from '../db/client';
import { findSeriesEpisode, findSeriesHeading, listSeriesCards, listSeriesEpisodes } from './podcast-store';

const toHeading = ({ slug, title, description, hostName, artwork }: PodcastSeriesHeading & { id: number }): PodcastSeriesHeading => ({ slug, title, description, hostName, artwork });

/**
 * Every series with its number of episodes; the series with the newest episode first (a news
 * podcast's latest edition is what most listeners came for), then by title.
 */
export async function listPodcastSeries(db: Db): Promise<PodcastSeriesCard[]> {
  return listSeriesCards(db);
}

/** The series with its episodes, newest first; null for an unknown slug. */
export async function findPodcastSeries(db: Db, slug: string): Promise<PodcastSeriesDetail | null> {
  const series = await findSeriesHeading(db, slug);
  if (!series) return null;
  const episodes = await listSeriesEpisodes(db, series.id);
  return { ...toHeading(series), episodes };
}

/** The episode with its series; null unless the episode belongs to that series. */
export async function findPodcastEpisode(db: Db, seriesSlug: string, episodeSlug: string): Promise<PodcastEpisodeDetail | null> {
  const series = await findSeriesHeading(db, seriesSlug);
  if (!series) return null;
  const episode = await findSeriesEpisode(db, series.id, episodeSlug);
  return episode ? { series: { slug: series.slug, title: series.title, hostName: series.hostName, artwork: series.artwork }, episode } : null;
}
