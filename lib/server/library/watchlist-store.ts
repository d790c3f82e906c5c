import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { watchlistItems } from '../db/schema/community';
import { tvShows } from '../db/schema/media';
import { showCardColumns } from '../content/tv-show-store';

const item = (uid: string, tvShowId: number) => and(eq(watchlistItems.memberUid, uid), eq(watchlistItems.tvShowId, tvShowId));

/** Adds the show unless it is already listed (a second add keeps the first date and watched mark). */
export async function insertWatchlistItem(db: Db, uid: string, tvShowId: number): Promise<void> {
  await db.insert(watchlistItems).values({ memberUid: uid, tvShowId }).onConflictDoNothing();
}

export async function deleteWatchlistItem(db: Db, uid: string, tvShowId: number): Promise<boolean> {
  const rows = await db.delete(watchlistItems).where(item(uid, tvShowId)).returning({ tvShowId: watchlistItems.tvShowId });
  return rows.length > 0;
}

/**
 * Marks a listed show watched at `at` (kept if it was already watched) or unwatched; false when
 * the show is not on the member's list.
 */
export async function setWatchedAt(db: Db, uid: string, tvShowId: number, at: Date | null): Promise<boolean> {
  const watchedAt = at ? sql`coalesce(${watchlistItems.watchedAt}, ${at.toISOString()}::timestamptz)` : null;
  const rows = await db.update(watchlistItems).set({ watchedAt }).where(item(uid, tvShowId)).returning({ tvShowId: watchlistItems.tvShowId });
  return rows.length > 0;
}

/** The member's list with each show's card, newest added first. */
export async function watchlistRows(db: Db, uid: string, only?: number) {
  return db
    .select({ addedAt: watchlistItems.createdAt, watchedAt: watchlistItems.watchedAt, show: showCardColumns })
    .from(watchlistItems)
    .innerJoin(tvShows, eq(tvShows.id, watchlistItems.tvShowId))
    .where(only === undefined ? eq(watchlistItems.memberUid, uid) : item(uid, only))
    .orderBy(desc(watchlistItems.createdAt), desc(watchlistItems.tvShowId));
}
