import { type Bookmark, BOOKMARKS_PAGE_SIZE, type BookmarkListBody, type BookmarkPage, MAX_BOOKMARKS } from '@/lib/schemas/bookmarks';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { summariesByIds } from '../content/article-service';
import { articleExists, bookmarkedIds, publishedArticleExists, bookmarkRows, countBookmarks, deleteBookmark, upsertBookmark } from './bookmark-store';
import { ensureMemberRow, libraryOwner } from './library-member';

const articleNotFound = () => notFound('That article');

/** Bookmarks an article; a second add of the same article changes nothing and answers the same. */
export async function addBookmark(db: Db, caller: Caller, articleId: number): Promise<{ articleId: number; createdAt: string }> {
  const { uid } = libraryOwner(caller);
  if (!(await publishedArticleExists(db, articleId))) throw articleNotFound();
  if ((await countBookmarks(db, uid)) >= MAX_BOOKMARKS && !(await bookmarkedIds(db, uid)).includes(articleId)) {
    throw new AppError('BOOKMARK_LIMIT', 409, `You can keep up to ${MAX_BOOKMARKS} bookmarks. Remove some to save more.`);
  }
  await ensureMemberRow(db, caller);
  const createdAt = await upsertBookmark(db, uid, articleId);
  return { articleId, createdAt: createdAt.toISOString() };
}

/** Removes a bookmark; removing one that is not there is not an error (`removed: false`). */
export async function removeBookmark(db: Db, caller: Caller, articleId: number): Promise<{ articleId: number; removed: boolean }> {
  const { uid } = libraryOwner(caller);
  if (!(await articleExists(db, articleId))) throw articleNotFound();
  return { articleId, removed: await deleteBookmark(db, uid, articleId) };
}

/** Every article id the member bookmarked, newest first: the browser marks its buttons from this. */
export async function listBookmarkIds(db: Db, caller: Caller): Promise<{ articleIds: number[] }> {
  return { articleIds: await bookmarkedIds(db, libraryOwner(caller).uid) };
}

export async function listBookmarks(db: Db, caller: Caller, { page = 1 }: BookmarkListBody): Promise<BookmarkPage> {
  const { uid } = libraryOwner(caller);
  const [{ rows, hasMore }, total] = await Promise.all([
    bookmarkRows(db, uid, { limit: BOOKMARKS_PAGE_SIZE, offset: (page - 1) * BOOKMARKS_PAGE_SIZE }),
    countBookmarks(db, uid),
  ]);
  const summaries = new Map((await summariesByIds(db, rows.map((row) => row.articleId))).map((summary) => [summary.id, summary]));
  const bookmarks = rows.flatMap((row): Bookmark[] => {
    const summary = summaries.get(row.articleId);
    if (!summary) return [];
    const { title, standfirst, path, publishedAt, category, author } = summary;
    return [{ articleId: row.articleId, createdAt: row.createdAt.toISOString(), article: { title, standfirst, path, publishedAt, category: { name: category.name }, author: { name: author.name } } }];
  });
  return { bookmarks, page, hasMore, total };
}
