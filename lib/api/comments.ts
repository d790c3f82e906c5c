import type { CommentOrder } from '@/lib/schemas/comment-rules';
import type {
  CloseCommentsBody,
  CommentLikeAnswer,
  CommentsPage,
  CreateCommentBody,
  EditCommentBody,
  HideCommentBody,
  LikeCommentBody,
  ModerationQueue,
  MyCommentState,
  PublicComment,
  ReportCommentBody,
} from '@/lib/schemas/comments';
import { postTsom } from './tsom-client';

/** Public: sent without a token, so the answer is the one everyone gets. */
export const listComments = (articleId: number, order: CommentOrder, cursor?: string) =>
  postTsom<CommentsPage>('/comments/list', { body: { articleId, order, ...(cursor ? { cursor } : {}) }, tokenPolicy: 'none' });

export const myCommentState = (articleId: number) => postTsom<MyCommentState>('/comments/my-state', { body: { articleId } });
export const createComment = (body: CreateCommentBody) => postTsom<PublicComment>('/comments/create', { body });
export const editComment = (body: EditCommentBody) => postTsom<PublicComment>('/comments/edit', { body });
export const deleteComment = (commentId: number) => postTsom<{ commentId: number; deleted: true }>('/comments/delete', { body: { commentId } });
export const likeComment = (body: LikeCommentBody) => postTsom<CommentLikeAnswer>('/comments/like', { body });
export const reportComment = (body: ReportCommentBody) => postTsom<{ commentId: number; reported: true }>('/comments/report', { body });

export const hideComment = (body: HideCommentBody) => postTsom<{ commentId: number; hidden: boolean }>('/comments/hide', { body });
export const dismissCommentReports = (commentId: number) => postTsom<{ commentId: number; dismissed: number }>('/comments/dismiss-report', { body: { commentId } });
export const closeComments = (body: CloseCommentsBody) => postTsom<{ articleId: number; closed: boolean }>('/comments/close', { body });
export const moderationQueue = (cursor?: string) => postTsom<ModerationQueue>('/comments/queue', { body: cursor ? { cursor } : {} });
