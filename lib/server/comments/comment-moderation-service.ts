import type { z } from 'zod';
import { canModerate } from '@/lib/staff/staff-permissions';
import { COMMENTS_PAGE_SIZE } from '@/lib/schemas/comment-rules';
import type { CloseCommentsBody, CommentIdBody, HideCommentBody, ModerationQueue, ModerationQueueBody } from '@/lib/schemas/comments';
import type { Caller } from '../auth/verify-id-token';
import { summariesByIds } from '../content/article-service';
import { commenterName } from './comment-author';
import type { CommentDeps } from './comment-deps';
import { articleNotFound, commentNotFound, moderatorOnly } from './comment-errors';
import { dismissReports, findComment, listReportedComments, openReportsOf, setCommentsClosed, setCommentStatus } from './comment-store';
import { findMemberByUid } from '../members/member-store';

/** Moderation is for moderators, editors and administrators (canModerate); anyone else gets a 403. */
async function assertModerator(deps: CommentDeps, caller: Caller): Promise<void> {
  if (caller.isAnonymous) throw moderatorOnly();
  const member = await findMemberByUid(deps.db, caller.uid);
  if (!canModerate(member?.type)) throw moderatorOnly();
}

/**
 * Hides a comment from readers, or shows it again. Showing it again is the moderator's verdict
 * that it may stay, so its open reports are dismissed with it (decision 83).
 */
export async function hideComment(deps: CommentDeps, caller: Caller, body: z.output<typeof HideCommentBody>): Promise<{ commentId: number; hidden: boolean }> {
  await assertModerator(deps, caller);
  const row = await findComment(deps.db, body.commentId);
  // What its author deleted is gone for moderators too.
  if (!row || row.status === 'deleted') throw commentNotFound();
  await deps.db.transaction(async (tx) => {
    await setCommentStatus(tx, row.id, body.hidden ? 'hidden' : 'visible');
    if (!body.hidden) await dismissReports(tx, row.id, deps.now());
  });
  return { commentId: row.id, hidden: body.hidden };
}

/** Keeps a reported comment: its open reports leave the queue. */
export async function dismissCommentReports(deps: CommentDeps, caller: Caller, body: z.output<typeof CommentIdBody>): Promise<{ commentId: number; dismissed: number }> {
  await assertModerator(deps, caller);
  const row = await findComment(deps.db, body.commentId);
  if (!row || row.status === 'deleted') throw commentNotFound();
  return { commentId: row.id, dismissed: await dismissReports(deps.db, row.id, deps.now()) };
}

export async function closeComments(deps: CommentDeps, caller: Caller, body: z.output<typeof CloseCommentsBody>): Promise<{ articleId: number; closed: boolean }> {
  await assertModerator(deps, caller);
  if (!(await setCommentsClosed(deps.db, body.articleId, body.closed))) throw articleNotFound();
  return { articleId: body.articleId, closed: body.closed };
}

/** Reported comments still visible with a report nobody has handled, oldest report first. */
export async function moderationQueue(deps: CommentDeps, caller: Caller, body: z.output<typeof ModerationQueueBody>): Promise<ModerationQueue> {
  await assertModerator(deps, caller);
  const offset = Number(body.cursor ?? 0);
  const rows = await listReportedComments(deps.db, COMMENTS_PAGE_SIZE + 1, offset);
  const page = rows.slice(0, COMMENTS_PAGE_SIZE);
  const [reports, stories] = await Promise.all([
    openReportsOf(
      deps.db,
      page.map((row) => row.id),
    ),
    summariesByIds(deps.db, [...new Set(page.map((row) => row.articleId))]),
  ]);
  const storyById = new Map(stories.map((story) => [story.id, story]));
  return {
    comments: page.map((row) => {
      const story = storyById.get(row.articleId);
      return {
        commentId: row.id,
        body: row.body,
        authorName: commenterName(row),
        createdAt: row.createdAt.toISOString(),
        article: { id: row.articleId, title: story?.title ?? '', path: story?.path ?? '/' },
        reports: reports.filter((report) => report.commentId === row.id).map((report) => ({ reason: report.reason, createdAt: report.createdAt.toISOString() })),
      };
    }),
    nextCursor: rows.length > COMMENTS_PAGE_SIZE ? String(offset + COMMENTS_PAGE_SIZE) : null,
  };
}
