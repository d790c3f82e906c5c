import { asc, desc, eq } from 'drizzle-orm';
import type { TvShowCard } from '@/lib/schemas/watchlist';
import type { Db } from '../db/client';
import { tvShowArticles, tvShows } from '../db/schema/media';

/** The columns of a show card; nothing else of the row leaves the server. */
export const showCardColumns = {
  id: tvShows.id,
  slug: tvShows.slug,
  title: tvShows.title,
  synopsis: tvShows.synopsis,
  whereToWatch: tvShows.whereToWatch,
  genre: tvShows.genre,
  year: tvShows.year,
  imageUrl: tvShows.imageUrl,
};

export async function showExists(db: Db, tvShowId: number): Promise<boolean> {
  const [row] = await db.select({ id: tvShows.id }).from(tvShows).where(eq(tvShows.id, tvShowId)).limit(1);
  return row !== undefined;
}

export async function allShowCards(db: Db): Promise<TvShowCard[]> {
  return db.select(showCardColumns).from(tvShows).orderBy(asc(tvShows.title));
}

/** The newest `limit` shows by year, for the home page. */
export async function newestShowCards(db: Db, limit: number): Promise<TvShowCard[]> {
  return db.select(showCardColumns).from(tvShows).orderBy(desc(tvShows.year), asc(tvShows.title)).limit(limit);
}

export async function showCardBySlug(db: Db, slug: string): Promise<TvShowCard | undefined> {
  const [row] = await db.select(showCardColumns).from(tvShows).where(eq(tvShows.slug, slug)).limit(1);
  return row;
}

export async function relatedArticleIds(db: Db, tvShowId: number): Promise<number[]> {
  const rows = await db.select({ articleId: tvShowArticles.articleId }).from(tvShowArticles).where(eq(tvShowArticles.tvShowId, tvShowId));
  return rows.map((row) => row.articleId);
}
