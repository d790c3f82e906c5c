import type { z } from 'zod';
import { COMMENTS_PAGE_SIZE } from '@/lib/schemas/comment-rules';
import type { ArticleIdBody, CommentsPage, ListCommentsBody, MyCommentState, PublicComment } from '@/lib/schemas/comments';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { commenterName } from './comment-author';
import { articleNotFound } from './comment-errors';
import { type CommentWithAuthor, countVisibleComments, findArticleForComments, listReplies, listTopLevel, memberCommentState } from './comment-store';

/** A stored comment as the public list shows it; a removed one keeps only its place in the thread. */
export function toPublicComment(row: CommentWithAuthor, replies: PublicComment[] = []): PublicComment {
  const shown = row.status === 'visible';
  return {
    id: row.id,
    parentId: row.parentId,
    state: row.status,
    authorName: shown ? commenterName(row) : '',
    body: shown ? row.body : '',
    createdAt: row.createdAt.toISOString(),
    editedAt: shown ? (row.editedAt?.toISOString() ?? null) : null,
    likeCount: shown ? row.likeCount : 0,
    replies,
  };
}

/**
 * A page of an article's comments for anyone: top-level comments in the asked order, each with
 * all its visible replies. Nothing in it depends on who asks, so any cache may keep it.
 */
export async function listComments(db: Db, body: z.output<typeof ListCommentsBody>): Promise<CommentsPage> {
  const article = await findArticleForComments(db, 'articleId' in body ? { articleId: body.articleId } : { slug: body.slug });
  if (!article) throw articleNotFound();
  const offset = Number(body.cursor ?? 0);
  const [top, total] = await Promise.all([listTopLevel(db, article.id, body.order, COMMENTS_PAGE_SIZE + 1, offset), countVisibleComments(db, article.id)]);
  const page = top.slice(0, COMMENTS_PAGE_SIZE);
  const replies = await listReplies(
    db,
    page.map((row) => row.id),
  );
  const byParent = new Map<number, PublicComment[]>();
  for (const reply of replies) {
    const thread = byParent.get(reply.parentId ?? 0) ?? [];
    thread.push(toPublicComment(reply));
    byParent.set(reply.parentId ?? 0, thread);
  }
  return {
    articleId: article.id,
    closed: article.commentsClosed,
    total,
    comments: page.map((row) => toPublicComment(row, byParent.get(row.id))),
    nextCursor: top.length > COMMENTS_PAGE_SIZE ? String(offset + COMMENTS_PAGE_SIZE) : null,
  };
}

/** The caller's own comments, likes and reports on an article: the per-member part the public list leaves out. */
export async function myCommentState(db: Db, caller: Caller, body: z.output<typeof ArticleIdBody>): Promise<MyCommentState> {
  const article = await findArticleForComments(db, { articleId: body.articleId });
  if (!article) throw articleNotFound();
  return memberCommentState(db, article.id, caller.uid);
}
