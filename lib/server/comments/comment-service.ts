import type { z } from 'zod';
import { withinEditWindow } from '@/lib/schemas/comment-rules';
import type { CommentIdBody, CommentLikeAnswer, CreateCommentBody, EditCommentBody, LikeCommentBody, PublicComment, ReportCommentBody } from '@/lib/schemas/comments';
import type { Caller } from '../auth/verify-id-token';
import type { CommentDeps } from './comment-deps';
import { accountRequired, alreadyReported, articleNotFound, commentNotFound, commentsClosed, editWindowClosed, memberRequired } from './comment-errors';
import { toPublicComment } from './comment-list-service';
import {
  type CommentRow,
  deleteOwnComment,
  findArticleForComments,
  findComment,
  findCommentWithAuthor,
  insertComment,
  insertReport,
  setLike,
  updateOwnCommentBody,
} from './comment-store';
import { findMemberByUid } from '../members/member-store';

/**
 * Comments are written by members with an account: not by an anonymous Firebase user, nor without
 * a member row (made now when a sign-up's create call failed, decision 305).
 */
async function assertCommenter(deps: CommentDeps, caller: Caller): Promise<void> {
  if (caller.isAnonymous) throw accountRequired();
  if (await findMemberByUid(deps.db, caller.uid)) return;
  if (!deps.healMember || !(await deps.healMember(caller))) throw memberRequired();
}

async function shownComment(deps: CommentDeps, id: number): Promise<PublicComment> {
  const row = await findCommentWithAuthor(deps.db, id);
  if (!row) throw commentNotFound();
  return toPublicComment(row);
}

/**
 * The thread a new reply joins. Threads are one level deep: a reply to a reply joins the
 * top-level comment it answers (decision 81). Only a visible comment on the same story takes replies.
 */
async function threadFor(deps: CommentDeps, articleId: number, parentId: number | undefined): Promise<number | null> {
  if (parentId === undefined) return null;
  const parent = await findComment(deps.db, parentId);
  if (!parent || parent.articleId !== articleId || parent.status !== 'visible') throw commentNotFound();
  return parent.parentId ?? parent.id;
}

export async function createComment(deps: CommentDeps, caller: Caller, body: z.output<typeof CreateCommentBody>): Promise<PublicComment> {
  await assertCommenter(deps, caller);
  const article = await findArticleForComments(deps.db, { articleId: body.articleId });
  if (!article) throw articleNotFound();
  if (article.commentsClosed) throw commentsClosed();
  const parentId = await threadFor(deps, article.id, body.parentId);
  const id = await insertComment(deps.db, { articleId: article.id, memberUid: caller.uid, parentId, body: body.body, createdAt: deps.now() });
  return shownComment(deps, id);
}

/** The caller's own comment that is not deleted; anyone else's is a 404 like a missing one. */
async function ownComment(deps: CommentDeps, caller: Caller, id: number): Promise<CommentRow> {
  const row = await findComment(deps.db, id);
  if (!row || row.memberUid !== caller.uid || row.status === 'deleted') throw commentNotFound();
  return row;
}

export async function editComment(deps: CommentDeps, caller: Caller, body: z.output<typeof EditCommentBody>): Promise<PublicComment> {
  const row = await ownComment(deps, caller, body.commentId);
  // A comment a moderator hid is not shown to anyone, so there is nothing to edit.
  if (row.status !== 'visible') throw commentNotFound();
  const now = deps.now();
  if (!withinEditWindow(row.createdAt, now)) throw editWindowClosed();
  if (!(await updateOwnCommentBody(deps.db, row.id, caller.uid, body.body, now))) throw commentNotFound();
  return shownComment(deps, row.id);
}

export async function deleteComment(deps: CommentDeps, caller: Caller, body: z.output<typeof CommentIdBody>): Promise<{ commentId: number; deleted: true }> {
  const row = await ownComment(deps, caller, body.commentId);
  if (!(await deleteOwnComment(deps.db, row.id, caller.uid))) throw commentNotFound();
  return { commentId: row.id, deleted: true };
}

async function visibleComment(deps: CommentDeps, id: number): Promise<CommentRow> {
  const row = await findComment(deps.db, id);
  if (!row || row.status !== 'visible') throw commentNotFound();
  return row;
}

/** Once per member: liking twice keeps one like, unliking what was not liked changes nothing. */
export async function likeComment(deps: CommentDeps, caller: Caller, body: z.output<typeof LikeCommentBody>): Promise<CommentLikeAnswer> {
  await assertCommenter(deps, caller);
  const row = await visibleComment(deps, body.commentId);
  const likeCount = await setLike(deps.db, row.id, caller.uid, body.liked);
  return { commentId: row.id, liked: body.liked, likeCount };
}

export async function reportComment(deps: CommentDeps, caller: Caller, body: z.output<typeof ReportCommentBody>): Promise<{ commentId: number; reported: true }> {
  await assertCommenter(deps, caller);
  const row = await visibleComment(deps, body.commentId);
  if (!(await insertReport(deps.db, row.id, caller.uid, body.reason ?? '', deps.now()))) throw alreadyReported();
  return { commentId: row.id, reported: true };
}
