import { z } from 'zod';

/** A database id: a positive whole number (strings and fractions are refused, not coerced). */
export const RowId = z.number().int('must be a whole number').positive('must be positive').max(2_147_483_647, 'is too large');

/** POST /api/tsom/bookmarks/add and /remove. */
export const BookmarkBody = z.object({ articleId: RowId }).strict();
export type BookmarkBody = z.input<typeof BookmarkBody>;

/** POST /api/tsom/bookmarks/list: pages of BOOKMARKS_PAGE_SIZE, newest first. */
export const BookmarkListBody = z.object({ page: z.number().int().min(1).max(1_000).default(1) }).strict();
export type BookmarkListBody = z.input<typeof BookmarkListBody>;

/** POST /api/tsom/bookmarks/ids takes no fields. */
export const BookmarkIdsBody = z.object({}).strict();

export const BOOKMARKS_PAGE_SIZE = 20;
/** How many bookmarks one member may keep; the ids call answers them all in one go. */
export const MAX_BOOKMARKS = 1_000;

/** One saved article as the bookmarks page shows it. */
export const Bookmark = z.object({
  articleId: z.number(),
  /** When the member saved it (ISO). */
  createdAt: z.string(),
  article: z.object({
    title: z.string(),
    standfirst: z.string(),
    path: z.string(),
    publishedAt: z.string(),
    category: z.object({ name: z.string() }),
    author: z.object({ name: z.string() }),
  }),
});
export type Bookmark = z.infer<typeof Bookmark>;

export const BookmarkPage = z.object({ bookmarks: z.array(Bookmark), page: z.number(), hasMore: z.boolean(), total: z.number() });
export type BookmarkPage = z.infer<typeof BookmarkPage>;
