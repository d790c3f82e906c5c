import { z } from 'zod';
import { multilineText, text } from './text';
import { cleanCommentBody, COMMENT_MAX_LENGTH, COMMENT_ORDERS, COMMENT_REPORT_REASON_MAX_LENGTH, commentLength, hasVisibleText } from './comment-rules';

const Id = z.number().int().positive().max(2_147_483_647);
// A story's slug as the site writes it; anything else names no story.
const Slug = text()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'is not a story slug')
  .max(200);
/** An opaque position in a list, as the previous page answered it. */
const Cursor = text().regex(/^\d{1,7}$/, 'is not a cursor from a previous page');

export const CommentBodyText = multilineText()
  .transform(cleanCommentBody)
  .refine(hasVisibleText, 'must not be empty')
  .refine((body) => commentLength(body) <= COMMENT_MAX_LENGTH, `must be at most ${COMMENT_MAX_LENGTH} characters`);

export const ListCommentsBody = z.union([
  z.object({ articleId: Id, order: z.enum(COMMENT_ORDERS).default('newest'), cursor: Cursor.optional() }).strict(),
  z.object({ slug: Slug, order: z.enum(COMMENT_ORDERS).default('newest'), cursor: Cursor.optional() }).strict(),
]);
export type ListCommentsBody = z.input<typeof ListCommentsBody>;

export const CreateCommentBody = z.object({ articleId: Id, body: CommentBodyText, parentId: Id.optional() }).strict();
export type CreateCommentBody = z.input<typeof CreateCommentBody>;

export const EditCommentBody = z.object({ commentId: Id, body: CommentBodyText }).strict();
export type EditCommentBody = z.input<typeof EditCommentBody>;

export const CommentIdBody = z.object({ commentId: Id }).strict();
export type CommentIdBody = z.input<typeof CommentIdBody>;

export const LikeCommentBody = z.object({ commentId: Id, liked: z.boolean() }).strict();
export type LikeCommentBody = z.input<typeof LikeCommentBody>;

export const ReportCommentBody = z
  .object({ commentId: Id, reason: multilineText().transform(cleanCommentBody).pipe(z.string().max(COMMENT_REPORT_REASON_MAX_LENGTH)).optional() })
  .strict();
export type ReportCommentBody = z.input<typeof ReportCommentBody>;

export const ArticleIdBody = z.object({ articleId: Id }).strict();
export type ArticleIdBody = z.input<typeof ArticleIdBody>;

export const HideCommentBody = z.object({ commentId: Id, hidden: z.boolean() }).strict();
export type HideCommentBody = z.input<typeof HideCommentBody>;

export const CloseCommentsBody = z.object({ articleId: Id, closed: z.boolean() }).strict();
export type CloseCommentsBody = z.input<typeof CloseCommentsBody>;

export const ModerationQueueBody = z.object({ cursor: Cursor.optional() }).strict();
export type ModerationQueueBody = z.input<typeof ModerationQueueBody>;

/**
 * A comment as anyone may read it: the author's display name and nothing else about them. A
 * deleted or hidden comment that still has replies keeps its place with no name and no text.
 */
export interface PublicComment {
  id: number;
  parentId: number | null;
  state: 'visible' | 'deleted' | 'hidden';
  authorName: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  likeCount: number;
  replies: PublicComment[];
}

export interface CommentsPage {
  articleId: number;
  closed: boolean;
  /** Visible comments and replies on the article. */
  total: number;
  comments: PublicComment[];
  nextCursor: string | null;
}

/** The caller's own relation to an article's comments; from an authenticated call, never the public list. */
export interface MyCommentState {
  ownIds: number[];
  likedIds: number[];
  reportedIds: number[];
}

export interface CommentLikeAnswer {
  commentId: number;
  liked: boolean;
  likeCount: number;
}

export interface QueuedComment {
  commentId: number;
  body: string;
  authorName: string;
  createdAt: string;
  article: { id: number; title: string; path: string };
  reports: { reason: string; createdAt: string }[];
}

export interface ModerationQueue {
  comments: QueuedComment[];
  nextCursor: string | null;
}
