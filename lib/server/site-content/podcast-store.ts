import { asc, count, desc, eq } from 'drizzle-orm';
import type { DeskPodcastEpisode, DeskPodcastSeriesSummary } from '@/lib/schemas/desk-podcast';
import type { Db } from '../db/client';
import { reoOrder } from '../db/reo-order';
import { authors } from '../db/schema/content';
import { podcastEpisodes, podcastSeries } from '../db/schema/media';

export type SeriesRow = typeof podcastSeries.$inferSelect;
export type SeriesFields = Omit<typeof podcastSeries.$inferInsert, 'id'>;
export type EpisodeFields = Omit<typeof podcastEpisodes.$inferInsert, 'id'>;

export async function listSeriesRows(db: Db): Promise<DeskPodcastSeriesSummary[]> {
  return db
    .select({ id: podcastSeries.id, slug: podcastSeries.slug, title: podcastSeries.title, episodeCount: count(podcastEpisodes.id) })
    .from(podcastSeries)
    .leftJoin(podcastEpisodes, eq(podcastEpisodes.seriesId, podcastSeries.id))
    .groupBy(podcastSeries.id)
    .orderBy(...reoOrder(podcastSeries.title), asc(podcastSeries.id));
}

export async function findSeriesRow(db: Db, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(podcastSeries).where(eq(podcastSeries.id, id)).limit(1);
  return row;
}

export async function findSeriesIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: podcastSeries.id }).from(podcastSeries).where(eq(podcastSeries.slug, slug)).limit(1);
  return row?.id;
}

export async function authorExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.id, id)).limit(1);
  return Boolean(row);
}

export async function insertSeries(db: Db, fields: SeriesFields): Promise<number> {
  const [row] = await db.insert(podcastSeries).values(fields).returning({ id: podcastSeries.id });
  return row!.id;
}

export async function updateSeries(db: Db, id: number, fields: SeriesFields): Promise<void> {
  await db.update(podcastSeries).set(fields).where(eq(podcastSeries.id, id));
}

const episodeColumns = {
  id: podcastEpisodes.id,
  seriesId: podcastEpisodes.seriesId,
  uid: podcastEpisodes.uid,
  slug: podcastEpisodes.slug,
  title: podcastEpisodes.title,
  description: podcastEpisodes.description,
  publishedAt: podcastEpisodes.publishedAt,
  durationSeconds: podcastEpisodes.durationSeconds,
  audioFile: podcastEpisodes.audioFile,
};

type EpisodeRow = Omit<DeskPodcastEpisode, 'publishedAt'> & { publishedAt: Date };
const toEpisode = ({ publishedAt, ...rest }: EpisodeRow): DeskPodcastEpisode => ({ ...rest, publishedAt: publishedAt.toISOString() });

/** A series' episodes, newest first. */
export async function seriesEpisodes(db: Db, seriesId: number): Promise<DeskPodcastEpisode[]> {
  const rows = await db.select(episodeColumns).from(podcastEpisodes).where(eq(podcastEpisodes.seriesId, seriesId)).orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id));
  return rows.map(toEpisode);
}

export async function findEpisodeRow(db: Db, id: number): Promise<DeskPodcastEpisode | undefined> {
  const [row] = await db.select(episodeColumns).from(podcastEpisodes).where(eq(podcastEpisodes.id, id)).limit(1);
  return row && toEpisode(row);
}

/** Which episode, if any, has this slug or this uid (both unique across series). */
export async function findEpisodeIdBy(db: Db, column: 'slug' | 'uid', value: string): Promise<number | undefined> {
  const [row] = await db.select({ id: podcastEpisodes.id }).from(podcastEpisodes).where(eq(podcastEpisodes[column], value)).limit(1);
  return row?.id;
}

export async function insertEpisode(db: Db, fields: EpisodeFields): Promise<number> {
  const [row] = await db.insert(podcastEpisodes).values(fields).returning({ id: podcastEpisodes.id });
  return row!.id;
}

export async function updateEpisode(db: Db, id: number, fields: EpisodeFields): Promise<void> {
  await db.update(podcastEpisodes).set(fields).where(eq(podcastEpisodes.id, id));
}
