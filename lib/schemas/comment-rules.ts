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

// Characters that draw nothing: format characters (zero-width space, joiners, word joiner, BOM,
// bidi marks, soft hyphen: \p{Cf}), whitespace, and the blank fillers (Hangul, braille,
// combining grapheme joiner, variation selectors) that render as nothing on their own.
const INVISIBLE = /[\p{Cf}\p{White_Space}\u034f\u115f\u1160\u2800\u3164\uffa0\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu;

/**
 * Whether a comment shows anything. Only for the emptiness check: the stored text keeps its
 * zero-width joiners, which emoji sequences and some scripts need.
 */
export const hasVisibleText = (body: string) => body.replace(INVISIBLE, '').length > 0;

/** Characters as a reader counts them: an emoji is one, not two UTF-16 units. */
export const commentLength = (body: string) => Array.from(body).length;

/** Whether a comment posted at `createdAt` may still be edited at `now`. */
export const withinEditWindow = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() <= COMMENT_EDIT_WINDOW_MS;
