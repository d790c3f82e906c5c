import { z } from 'zod';
import { RowId } from './bookmarks';

/** POST /api/tsom/watchlist/add and /remove. */
export const WatchlistShowBody = z.object({ tvShowId: RowId }).strict();
export type WatchlistShowBody = z.input<typeof WatchlistShowBody>;

/** POST /api/tsom/watchlist/watched: marks a listed show watched, or not. */
export const WatchedBody = z.object({ tvShowId: RowId, watched: z.boolean() }).strict();
export type WatchedBody = z.input<typeof WatchedBody>;

/** POST /api/tsom/watchlist/list takes no fields. */
export const WatchlistListBody = z.object({}).strict();

/** What a show card shows: the TV pages, the watch list and the profile tab. */
export const TvShowCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  synopsis: z.string(),
  whereToWatch: z.string(),
  genre: z.string(),
  year: z.number(),
  /** A path under /public or an absolute URL; null when the show has no image. */
  imageUrl: z.string().nullable(),
});
export type TvShowCard = z.infer<typeof TvShowCard>;

/** One show on a member's watch list. */
export const WatchlistItem = z.object({
  tvShowId: z.number(),
  /** When the member added it (ISO). */
  addedAt: z.string(),
  /** When they marked it watched (ISO), or null. */
  watchedAt: z.string().nullable(),
  show: TvShowCard,
});
export type WatchlistItem = z.infer<typeof WatchlistItem>;
