import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { CommentOrder } from '@/lib/schemas/comment-rules';
import type { Db } from '../db/client';
import { commentLikes, commentReports, comments } from '../db/schema/community';
import { articles } from '../db/schema/content';
import { publishedToReaders } from '../content/article-store';
import { members } from '../db/schema/members';

export type CommentRow = typeof comments.$inferSelect;

/** A comment with what the list shows of its author: the names, never the email or uid. */
export const commentWithAuthorColumns = {
  id: comments.id,
  articleId: comments.articleId,
  parentId: comments.parentId,
  status: comments.status,
  body: comments.body,
  likeCount: comments.likeCount,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  firstName: members.firstName,
  lastName: members.lastName,
  name: members.name,
};
export type CommentWithAuthor = Awaited<ReturnType<typeof listReplies>>[number];

const withAuthor = (db: Db) => db.select(commentWithAuthorColumns).from(comments).innerJoin(members, eq(members.uid, comments.memberUid));

/** The article readers comment on; none while it is not published (readers cannot see it). */
export async function findArticleForComments(db: Db, key: { articleId: number } | { slug: string }) {
  const where = 'articleId' in key ? eq(articles.id, key.articleId) : eq(articles.slug, key.slug);
  const [row] = await db.select({ id: articles.id, commentsClosed: articles.commentsClosed }).from(articles).where(and(where, publishedToReaders()));
  return row;
}

export async function setCommentsClosed(db: Db, articleId: number, closed: boolean): Promise<boolean> {
  const rows = await db.update(articles).set({ commentsClosed: closed }).where(eq(articles.id, articleId)).returning({ id: articles.id });
  return rows.length > 0;
}

const ORDER: Record<CommentOrder, SQL[]> = {
  newest: [desc(comments.createdAt), desc(comments.id)],
  oldest: [asc(comments.createdAt), asc(comments.id)],
  'most-liked': [desc(comments.likeCount), desc(comments.createdAt), desc(comments.id)],
};

// A deleted or hidden comment stays in the list only while a visible reply hangs on it.
const hasVisibleReply = sql`exists (select 1 from ${comments} r where r.parent_id = ${comments.id} and r.status = 'visible')`;

/** One page of an article's top-level comments, each either visible or holding a visible reply. */
export function listTopLevel(db: Db, articleId: number, order: CommentOrder, limit: number, offset: number) {
  return withAuthor(db)
    .where(and(eq(comments.articleId, articleId), isNull(comments.parentId), sql`(${comments.status} = 'visible' or ${hasVisibleReply})`))
    .orderBy(...ORDER[order])
    .limit(limit)
    .offset(offset);
}

/** The visible replies to these comments, oldest first (a thread reads as a conversation). */
export function listReplies(db: Db, parentIds: number[]) {
  return withAuthor(db)
    .where(and(inArray(comments.parentId, parentIds.length ? parentIds : [-1]), eq(comments.status, 'visible')))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function countVisibleComments(db: Db, articleId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.articleId, articleId), eq(comments.status, 'visible')));
  return row?.count ?? 0;
}

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}

export async function findCommentWithAuthor(db: Db, id: number): Promise<CommentWithAuthor | undefined> {
  const [row] = await withAuthor(db).where(eq(comments.id, id));
  return row;
}

export async function insertComment(db: Db, values: { articleId: number; memberUid: string; parentId: number | null; body: string; createdAt: Date }) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  if (!row) throw new Error('comment insert returned no row');
  return row.id;
}

/** Changes the body of the member's own visible comment; false when there is none. */
export async function updateOwnCommentBody(db: Db, id: number, uid: string, body: string, editedAt: Date): Promise<boolean> {
  const rows = await db
    .update(comments)
    .set({ body, editedAt })
    .where(and(eq(comments.id, id), eq(comments.memberUid, uid), eq(comments.status, 'visible')))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Marks the comment deleted only if `memberUid` wrote it; false when it did not (or is gone). */
export async function deleteOwnComment(db: Db, id: number, memberUid: string): Promise<boolean> {
  return setCommentStatus(db, id, 'deleted', eq(comments.memberUid, memberUid));
}

export async function setCommentStatus(db: Db, id: number, status: CommentRow['status'], where?: SQL): Promise<boolean> {
  const rows = await db
    .update(comments)
    .set({ status })
    .where(and(eq(comments.id, id), where))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Likes or unlikes once per member, keeping like_count equal to the rows; answers the new count. */
export async function setLike(db: Db, commentId: number, uid: string, liked: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(commentLikes).values({ commentId, memberUid: uid }).onConflictDoNothing().returning({ id: commentLikes.commentId })
      : await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.memberUid, uid)))
          .returning({ id: commentLikes.commentId });
    const step = changed.length ? (liked ? 1 : -1) : 0;
    const [row] = await tx
      .update(comments)
      .set({ likeCount: sql`greatest(${comments.likeCount} + ${step}, 0)` })
      .where(eq(comments.id, commentId))
      .returning({ likeCount: comments.likeCount });
    return row?.likeCount ?? 0;
  });
}

/** False when the member had already reported it. */
export async function insertReport(db: Db, commentId: number, uid: string, reason: string, createdAt: Date): Promise<boolean> {
  const rows = await db.insert(commentReports).values({ commentId, memberUid: uid, reason, createdAt }).onConflictDoNothing().returning({ id: commentReports.commentId });
  return rows.length > 0;
}

/** Takes every open report of a comment out of the moderation queue; answers how many. */
export async function dismissReports(db: Db, commentId: number, at: Date): Promise<number> {
  const rows = await db
    .update(commentReports)
    .set({ dismissedAt: at })
    .where(and(eq(commentReports.commentId, commentId), isNull(commentReports.dismissedAt)))
    .returning({ id: commentReports.commentId });
  return rows.length;
}

/** Which of an article's comments the member wrote (still visible), liked and reported. */
export async function memberCommentState(db: Db, articleId: number, uid: string) {
  const onArticle = eq(comments.articleId, articleId);
  const [own, liked, reported] = await Promise.all([
    db.select({ id: comments.id }).from(comments).where(and(onArticle, eq(comments.memberUid, uid), eq(comments.status, 'visible'))),
    db
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .innerJoin(comments, eq(comments.id, commentLikes.commentId))
      .where(and(onArticle, eq(commentLikes.memberUid, uid))),
    db
      .select({ id: commentReports.commentId })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .where(and(onArticle, eq(commentReports.memberUid, uid))),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return { ownIds: ids(own), likedIds: ids(liked), reportedIds: ids(reported) };
}

// Reported and still visible, with a report no moderator has dismissed.
const hasOpenReport = sql`exists (select 1 from ${commentReports} cr where cr.comment_id = ${comments.id} and cr.dismissed_at is null)`;

/** The moderation queue: oldest report first, so nothing waits forever behind newer ones. */
export function listReportedComments(db: Db, limit: number, offset: number) {
  return withAuthor(db)
    .where(and(eq(comments.status, 'visible'), hasOpenReport))
    .orderBy(sql`(select min(cr.created_at) from ${commentReports} cr where cr.comment_id = ${comments.id} and cr.dismissed_at is null)`, asc(comments.id))
    .limit(limit)
    .offset(offset);
}

export function openReportsOf(db: Db, commentIds: number[]) {
  return db
    .select({ commentId: commentReports.commentId, reason: commentReports.reason, createdAt: commentReports.createdAt })
    .from(commentReports)
    .where(and(inArray(commentReports.commentId, commentIds.length ? commentIds : [-1]), isNull(commentReports.dismissedAt)))
    .orderBy(asc(commentReports.createdAt));
}
