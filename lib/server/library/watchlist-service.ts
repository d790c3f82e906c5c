import type { WatchlistItem } from '@/lib/schemas/watchlist';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { ensureMemberRow, libraryOwner } from './library-member';
import { showExists } from '../content/tv-show-store';
import { deleteWatchlistItem, insertWatchlistItem, setWatchedAt, watchlistRows } from './watchlist-store';

export interface WatchlistDeps {
  db: Db;
  now: () => Date;
}

const showNotFound = () => notFound('That show');

type Row = Awaited<ReturnType<typeof watchlistRows>>[number];
const toItem = (row: Row): WatchlistItem => ({
  tvShowId: row.show.id,
  addedAt: row.addedAt.toISOString(),
  watchedAt: row.watchedAt?.toISOString() ?? null,
  show: row.show,
});

async function itemOf(db: Db, uid: string, tvShowId: number): Promise<WatchlistItem> {
  const [row] = await watchlistRows(db, uid, tvShowId);
  if (!row) throw showNotFound();
  return toItem(row);
}

/** The member's watch list, newest added first. */
export async function listWatchlist({ db }: WatchlistDeps, caller: Caller): Promise<WatchlistItem[]> {
  return (await watchlistRows(db, libraryOwner(caller).uid)).map(toItem);
}

/** Adds a show; adding it again changes nothing and answers the same item. */
export async function addToWatchlist({ db }: WatchlistDeps, caller: Caller, tvShowId: number): Promise<WatchlistItem> {
  const { uid } = libraryOwner(caller);
  if (!(await showExists(db, tvShowId))) throw showNotFound();
  await ensureMemberRow(db, caller);
  await insertWatchlistItem(db, uid, tvShowId);
  return itemOf(db, uid, tvShowId);
}

/** Takes a show off the list; one that is not on it is not an error (`removed: false`). */
export async function removeFromWatchlist({ db }: WatchlistDeps, caller: Caller, tvShowId: number): Promise<{ tvShowId: number; removed: boolean }> {
  const { uid } = libraryOwner(caller);
  if (!(await showExists(db, tvShowId))) throw showNotFound();
  return { tvShowId, removed: await deleteWatchlistItem(db, uid, tvShowId) };
}

/**
 * Marks a show on the list watched (the first date is kept) or not watched. A show that is not
 * on the member's list is a 404: the pages offer "watched" only for listed shows.
 */
export async function markWatched(deps: WatchlistDeps, caller: Caller, tvShowId: number, watched: boolean): Promise<WatchlistItem> {
  const { uid } = libraryOwner(caller);
  if (!(await showExists(deps.db, tvShowId))) throw showNotFound();
  if (!(await setWatchedAt(deps.db, uid, tvShowId, watched ? deps.now() : null))) {
    throw notFound('That show on your watch list');
  }
  return itemOf(deps.db, uid, tvShowId);
}
