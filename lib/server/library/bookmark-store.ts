import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookmarks } from '../db/schema/community';
import { articles } from '../db/schema/content';
import { publishedToReaders } from '../content/article-store';

const newestSaved = [desc(bookmarks.createdAt), desc(bookmarks.articleId)];
const ownedBy = (uid: string) => eq(bookmarks.memberUid, uid);

/** Any article, published or not: a bookmark of a story since unpublished can still be removed. */
export async function articleExists(db: Db, articleId: number): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId)).limit(1);
  return row !== undefined;
}

/** An article readers may see, so may bookmark. */
export async function publishedArticleExists(db: Db, articleId: number): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.id, articleId), publishedToReaders())).limit(1);
  return row !== undefined;
}

/** Saves the bookmark unless it is already there; answers when it was first saved. */
export async function upsertBookmark(db: Db, uid: string, articleId: number): Promise<Date> {
  await db.insert(bookmarks).values({ memberUid: uid, articleId }).onConflictDoNothing();
  const [row] = await db
    .select({ createdAt: bookmarks.createdAt })
    .from(bookmarks)
    .where(and(ownedBy(uid), eq(bookmarks.articleId, articleId)));
  if (!row) throw new Error('bookmark missing after insert');
  return row.createdAt;
}

/** True when a bookmark was there to delete. */
export async function deleteBookmark(db: Db, uid: string, articleId: number): Promise<boolean> {
  const rows = await db
    .delete(bookmarks)
    .where(and(ownedBy(uid), eq(bookmarks.articleId, articleId)))
    .returning({ articleId: bookmarks.articleId });
  return rows.length > 0;
}

export async function countBookmarks(db: Db, uid: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bookmarks).where(ownedBy(uid));
  return row?.total ?? 0;
}

/** The member's bookmarked article ids, newest saved first. */
export async function bookmarkedIds(db: Db, uid: string): Promise<number[]> {
  const rows = await db.select({ articleId: bookmarks.articleId }).from(bookmarks).where(ownedBy(uid)).orderBy(...newestSaved);
  return rows.map((row) => row.articleId);
}

/** One page of the member's bookmarks of stories readers may see, newest saved first, and whether more follow. */
export async function bookmarkRows(db: Db, uid: string, { limit, offset }: { limit: number; offset: number }) {
  const rows = await db
    .select({ articleId: bookmarks.articleId, createdAt: bookmarks.createdAt })
    .from(bookmarks)
    .innerJoin(articles, eq(articles.id, bookmarks.articleId))
    .where(and(ownedBy(uid), publishedToReaders()))
    .orderBy(...newestSaved)
    .limit(limit + 1)
    .offset(offset);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
