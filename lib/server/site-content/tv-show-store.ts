import { asc, eq, inArray } from 'drizzle-orm';
import type { ShownImage } from '@/lib/images/image-variants';
import type { Db } from '../db/client';
import { articles } from '../db/schema/content';
import { images } from '../db/schema/images';
import { tvShowArticles, tvShows } from '../db/schema/media';

export type TvShowRow = typeof tvShows.$inferSelect;
export type TvShowFields = Omit<typeof tvShows.$inferInsert, 'id'>;

export const listTvShowRows = (db: Db) =>
  db.select({ id: tvShows.id, slug: tvShows.slug, title: tvShows.title, year: tvShows.year, genre: tvShows.genre }).from(tvShows).orderBy(asc(tvShows.title), asc(tvShows.id));

export async function findTvShowRow(db: Db, id: number): Promise<TvShowRow | undefined> {
  const [row] = await db.select().from(tvShows).where(eq(tvShows.id, id)).limit(1);
  return row;
}

export async function findTvShowIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: tvShows.id }).from(tvShows).where(eq(tvShows.slug, slug)).limit(1);
  return row?.id;
}

export async function tvShowArticleList(db: Db, tvShowId: number): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: articles.id, title: articles.title })
    .from(tvShowArticles)
    .innerJoin(articles, eq(articles.id, tvShowArticles.articleId))
    .where(eq(tvShowArticles.tvShowId, tvShowId))
    .orderBy(asc(articles.title));
}

const shownImageColumns = { id: images.id, storageKey: images.storageKey, width: images.width, height: images.height, widths: images.widths, alt: images.alt, caption: images.caption, credit: images.credit };

export async function findImageById(db: Db, id: number): Promise<(ShownImage & { id: number }) | undefined> {
  const [row] = await db.select(shownImageColumns).from(images).where(eq(images.id, id)).limit(1);
  return row;
}

export async function findImageByStorageKey(db: Db, storageKey: string): Promise<(ShownImage & { id: number }) | undefined> {
  const [row] = await db.select(shownImageColumns).from(images).where(eq(images.storageKey, storageKey)).limit(1);
  return row;
}

export async function countArticles(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids))).map((row) => row.id));
}

export async function saveTvShow(db: Db, id: number | null, fields: TvShowFields, articleIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    let showId = id;
    if (showId === null) showId = (await tx.insert(tvShows).values(fields).returning({ id: tvShows.id }))[0]!.id;
    else await tx.update(tvShows).set(fields).where(eq(tvShows.id, showId));
    await tx.delete(tvShowArticles).where(eq(tvShowArticles.tvShowId, showId));
    if (articleIds.length) await tx.insert(tvShowArticles).values(articleIds.map((articleId) => ({ tvShowId: showId, articleId })));
    return showId;
  });
}
