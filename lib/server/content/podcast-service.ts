import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { PodcastEpisodeDetail, PodcastEpisodeItem, PodcastSeriesCard, PodcastSeriesDetail, PodcastSeriesHeading } from '@/lib/podcasts/podcast-types';
import type { Db } from '../db/client';
import { authors } from '../db/schema/content';
import { podcastEpisodes, podcastSeries } from '../db/schema/media';

const episodeColumns = {
  uid: podcastEpisodes.uid,
  slug: podcastEpisodes.slug,
  title: podcastEpisodes.title,
  description: podcastEpisodes.description,
  audioFile: podcastEpisodes.audioFile,
  durationSeconds: podcastEpisodes.durationSeconds,
  publishedAt: podcastEpisodes.publishedAt,
};

const headingColumns = {
  id: podcastSeries.id,
  slug: podcastSeries.slug,
  title: podcastSeries.title,
  description: podcastSeries.description,
  hostName: authors.name,
};

type EpisodeRow = Omit<PodcastEpisodeItem, 'publishedAt'> & { publishedAt: Date };

// Dates travel as ISO text so page props serialise.
const toEpisodeItem = ({ publishedAt, ...rest }: EpisodeRow): PodcastEpisodeItem => ({ ...rest, publishedAt: publishedAt.toISOString() });

const toHeading = ({ slug, title, description, hostName }: PodcastSeriesHeading & { id: number }): PodcastSeriesHeading => ({ slug, title, description, hostName });

/**
 * Every series with its number of episodes; the series with the newest episode first (a news
 * podcast's latest edition is what most listeners came for), then by title.
 */
export async function listPodcastSeries(db: Db): Promise<PodcastSeriesCard[]> {
  const latest = max(podcastEpisodes.publishedAt);
  const rows = await db
    .select({ slug: podcastSeries.slug, title: podcastSeries.title, description: podcastSeries.description, episodeCount: count(podcastEpisodes.id) })
    .from(podcastSeries)
    .leftJoin(podcastEpisodes, eq(podcastEpisodes.seriesId, podcastSeries.id))
    .groupBy(podcastSeries.id)
    .orderBy(sql`${latest} desc nulls last`, asc(podcastSeries.title));
  return rows;
}

async function findHeading(db: Db, slug: string) {
  const [row] = await db
    .select(headingColumns)
    .from(podcastSeries)
    .leftJoin(authors, eq(authors.id, podcastSeries.hostAuthorId))
    .where(eq(podcastSeries.slug, slug))
    .limit(1);
  return row;
}

/** The series with its episodes, newest first; null for an unknown slug. */
export async function findPodcastSeries(db: Db, slug: string): Promise<PodcastSeriesDetail | null> {
  const series = await findHeading(db, slug);
  if (!series) return null;
  const episodes = await db
    .select(episodeColumns)
    .from(podcastEpisodes)
    .where(eq(podcastEpisodes.seriesId, series.id))
    .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id));
  return { ...toHeading(series), episodes: episodes.map(toEpisodeItem) };
}

/** The episode with its series; null unless the episode belongs to that series. */
export async function findPodcastEpisode(db: Db, seriesSlug: string, episodeSlug: string): Promise<PodcastEpisodeDetail | null> {
  const series = await findHeading(db, seriesSlug);
  if (!series) return null;
  const [episode] = await db
    .select(episodeColumns)
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.seriesId, series.id), eq(podcastEpisodes.slug, episodeSlug)))
    .limit(1);
  return episode ? { series: { slug: series.slug, title: series.title, hostName: series.hostName }, episode: toEpisodeItem(episode) } : null;
}
