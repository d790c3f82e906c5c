// Kept apart from comments.ts, which needs zod: the comment form counts and checks with these.

/** A comment is 1 to 5,000 characters once trimmed. */
export const COMMENT_MAX_LENGTH = 5_000;
/** How long its author may still edit a comment after posting it. */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60 * 1000;
/** Top-level comments per page of the list (each with all its replies). */
export const COMMENTS_PAGE_SIZE = 20;
export const COMMENT_REPORT_REASON_MAX_LENGTH = 500;

export const COMMENT_ORDERS = ['newest', 'oldest', 'most-liked'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

// Postgres text cannot hold NUL, so it is dropped rather than failing the insert.
/** The text a comment stores: trimmed, without NUL characters. */
export const cleanCommentBody = (body: string) => body.replace(/\u0000/g, '').trim();

/** Characters as a reader counts them: an emoji is one, not two UTF-16 units. */
export const commentLength = (body: string) => Array.from(body).length;

/** Whether a comment posted at `createdAt` may still be edited at `now`. */
export const withinEditWindow = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() <= COMMENT_EDIT_WINDOW_MS;
