import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { PodcastEpisodeItem, PodcastSeriesCard, PodcastSeriesHeading } from '@/lib/podcasts/podcast-types';
import type { Db } from '../db/client';
import { authors } from '../db/schema/content';
import { images } from '../db/schema/images';
import { podcastEpisodes, podcastSeries } from '../db/schema/media';
import { shownImageColumns } from '../images/image-store';

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
  artwork: shownImageColumns,
};

type EpisodeRow = Omit<PodcastEpisodeItem, 'publishedAt'> & { publishedAt: Date };

// Dates travel as ISO text so page props serialise.
const toEpisodeItem = ({ publishedAt, ...rest }: EpisodeRow): PodcastEpisodeItem => ({ ...rest, publishedAt: publishedAt.toISOString() });

/** Every series with its number of episodes; the series with the newest episode first, then by title. */
export async function listSeriesCards(db: Db): Promise<PodcastSeriesCard[]> {
  const latest = max(podcastEpisodes.publishedAt);
  const rows = await db
    .select({ slug: podcastSeries.slug, title: podcastSeries.title, description: podcastSeries.description, episodeCount: count(podcastEpisodes.id), artwork: shownImageColumns })
    .from(podcastSeries)
    .leftJoin(podcastEpisodes, eq(podcastEpisodes.seriesId, podcastSeries.id))
    .leftJoin(images, eq(images.id, podcastSeries.artworkImageId))
    .groupBy(podcastSeries.id, images.id)
    .orderBy(sql`${latest} desc nulls last`, asc(podcastSeries.title));
  return rows;
}

/** The series with its host's name and artwork, and its id for finding its episodes. */
export async function findSeriesHeading(db: Db, slug: string): Promise<(PodcastSeriesHeading & { id: number }) | undefined> {
  const [row] = await db
    .select(headingColumns)
    .from(podcastSeries)
    .leftJoin(authors, eq(authors.id, podcastSeries.hostAuthorId))
    .leftJoin(images, eq(images.id, podcastSeries.artworkImageId))
    .where(eq(podcastSeries.slug, slug))
    .limit(1);
  return row;
}

/** Newest first. */
export async function listSeriesEpisodes(db: Db, seriesId: number): Promise<PodcastEpisodeItem[]> {
  const episodes = await db
    .select(episodeColumns)
    .from(podcastEpisodes)
    .where(eq(podcastEpisodes.seriesId, seriesId))
    .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id));
  return episodes.map(toEpisodeItem);
}

export async function findSeriesEpisode(db: Db, seriesId: number, episodeSlug: string): Promise<PodcastEpisodeItem | undefined> {
  const [episode] = await db
    .select(episodeColumns)
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.seriesId, seriesId), eq(podcastEpisodes.slug, episodeSlug)))
    .limit(1);
  return episode && toEpisodeItem(episode);
}
