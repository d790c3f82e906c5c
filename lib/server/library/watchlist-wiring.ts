import { getDb } from '../db/client';
import type { WatchlistDeps } from './watchlist-service';

export async function watchlistDeps(): Promise<WatchlistDeps> {
  return { db: await getDb(), now: () => new Date() };
}
