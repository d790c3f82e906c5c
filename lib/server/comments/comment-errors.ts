import { AppError } from '../http/errors';

// Another member's comment, a deleted one and one that never existed all answer the same 404
// (DESIGN §4), so nobody learns which ids exist.
export const commentNotFound = () => new AppError('COMMENT_NOT_FOUND', 404, 'That comment was not found.');
export const articleNotFound = () => new AppError('ARTICLE_NOT_FOUND', 404, 'That story was not found.');
export const commentsClosed = () => new AppError('COMMENTS_CLOSED', 403, 'Comments are closed on this story.');
export const accountRequired = () => new AppError('ACCOUNT_REQUIRED', 403, 'Sign in with your account to comment.');
export const memberRequired = () => new AppError('MEMBER_REQUIRED', 403, 'Finish setting up your account before you comment.');
export const editWindowClosed = () => new AppError('EDIT_WINDOW_CLOSED', 403, 'Comments can be edited for 15 minutes after posting.');
export const alreadyReported = () => new AppError('ALREADY_REPORTED', 409, 'You have already reported this comment.');
export const moderatorOnly = () => new AppError('MODERATOR_ONLY', 403, 'Only moderators can do that.');
