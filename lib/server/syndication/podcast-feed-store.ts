import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { ShownImage } from '@/lib/images/image-variants';
import type { Db } from '../db/client';
import { authors } from '../db/schema/content';
import { images } from '../db/schema/images';
import { podcastEpisodes, podcastSeries } from '../db/schema/media';
import { shownImageColumns } from '../images/image-store';

export interface PodcastFeedSeriesRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  hostName: string | null;
  /** The series' own picture, or null (the feed then names the drawn artwork). */
  artwork: ShownImage | null;
}

export function findPodcastFeedSeries(db: Db, slug: string): Promise<PodcastFeedSeriesRow | undefined> {
  return db
    .select({ id: podcastSeries.id, slug: podcastSeries.slug, title: podcastSeries.title, description: podcastSeries.description, hostName: authors.name, artwork: shownImageColumns })
    .from(podcastSeries)
    .leftJoin(authors, eq(authors.id, podcastSeries.hostAuthorId))
    .leftJoin(images, eq(images.id, podcastSeries.artworkImageId))
    .where(eq(podcastSeries.slug, slug))
    .limit(1)
    .then(([row]) => row);
}

export interface PodcastFeedEpisodeRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  audioFile: string;
  durationSeconds: number;
  publishedAt: Date;
  /** Its place among the series' episodes in the feed, oldest first, from 1. */
  number: number;
}

/**
 * The series' episodes that have an audio file of ours and whose time has come, newest first, at
 * most `limit`; each numbered by publication order among all of them (decision 284).
 */
export async function listPodcastFeedEpisodes(db: Db, seriesId: number, limit: number): Promise<PodcastFeedEpisodeRow[]> {
  const numbered = db
    .select({
      id: podcastEpisodes.id,
      slug: podcastEpisodes.slug,
      title: podcastEpisodes.title,
      description: podcastEpisodes.description,
      audioFile: podcastEpisodes.audioFile,
      durationSeconds: podcastEpisodes.durationSeconds,
      publishedAt: podcastEpisodes.publishedAt,
      number: sql<number>`(row_number() over (order by ${podcastEpisodes.publishedAt}, ${podcastEpisodes.id}))::int`.as('number'),
    })
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.seriesId, seriesId), ne(podcastEpisodes.audioFile, ''), sql`${podcastEpisodes.publishedAt} <= now()`))
    .as('numbered');
  return db.select().from(numbered).orderBy(desc(numbered.publishedAt), desc(numbered.id)).limit(limit);
}
