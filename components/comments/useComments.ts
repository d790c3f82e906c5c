import { useCallback, useEffect, useMemo, useState } from 'react';
import { isSignedIn } from '@/lib/auth/reader-name';
import { useAnalytics } from '@/hooks/useAnalytics';
import { useAuth } from '@/hooks/useAuth';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import * as api from '@/lib/api/comments';
import { reportClientError } from '@/lib/api/report-client-error';
import { withChangedComment, withNewComment, withoutComment } from '@/lib/comments/comment-tree';
import type { CommentOrder } from '@/lib/schemas/comment-rules';
import type { MyCommentState } from '@/lib/schemas/comments';
import { canModerate } from '@/lib/staff/staff-permissions';
import { useCommentList } from './useCommentList';

const NOTHING_MINE: MyCommentState = { ownIds: [], likedIds: [], reportedIds: [] };

const withId = (ids: number[], id: number, present: boolean) => (present ? [...new Set([...ids, id])] : ids.filter((other) => other !== id));

/** What a comment's buttons can do; each throws the API's refusal for the button to show. */
export interface CommentActions {
  reply(parentId: number, body: string): Promise<void>;
  edit(commentId: number, body: string): Promise<void>;
  remove(commentId: number): Promise<void>;
  like(commentId: number, liked: boolean): Promise<void>;
  report(commentId: number, reason: string): Promise<void>;
  hide(commentId: number): Promise<void>;
}

/**
 * An article's comments and the reader's relation to them. The list is public and the same for
 * everyone; which comments are the reader's own, liked or reported comes from their own call.
 */
export function useComments(articleId: number) {
  const { status, user, member } = useAuth();
  const { track } = useAnalytics();
  const signedIn = isSignedIn(user);
  const [order, setOrder] = useState<CommentOrder>('newest');
  const { list, retry, loadMore, update } = useCommentList(articleId, order);
  // Kept with the sign-in it belongs to, so another reader's state is never shown for a moment.
  const mineKey = signedIn ? `${articleId}:${user.uid}` : null;
  const [stored, setStored] = useState<{ key: string | null; state: MyCommentState }>({ key: null, state: NOTHING_MINE });
  const mine = mineKey && stored.key === mineKey ? stored.state : NOTHING_MINE;
  const setMine = useCallback((change: (state: MyCommentState) => MyCommentState) => setStored((now) => ({ key: now.key, state: change(now.state) })), []);
  const [closedByModerator, setClosedByModerator] = useState<boolean | null>(null);

  useEffect(() => {
    if (!mineKey) return;
    let current = true;
    api.myCommentState(articleId).then(
      (state) => current && setStored({ key: mineKey, state }),
      (error: unknown) => reportClientError('Loading your comment state failed', error),
    );
    return () => {
      current = false;
    };
  }, [articleId, mineKey]);

  const event = useCallback((name: (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS], commentId: number) => track(name, { article_id: articleId, comment_id: commentId }), [track, articleId]);

  const post = useCallback(
    async (body: string, parentId?: number) => {
      const comment = await api.createComment({ articleId, body, ...(parentId ? { parentId } : {}) });
      update((page) => withNewComment(page, comment));
      setMine((state) => ({ ...state, ownIds: withId(state.ownIds, comment.id, true) }));
      event(parentId ? ANALYTICS_EVENTS.commentReply : ANALYTICS_EVENTS.commentPost, comment.id);
    },
    [articleId, update, event, setMine],
  );

  const actions: CommentActions = useMemo(
    () => ({
      reply: (parentId, body) => post(body, parentId),
      async edit(commentId, body) {
        const comment = await api.editComment({ commentId, body });
        update((page) => withChangedComment(page, commentId, { body: comment.body, editedAt: comment.editedAt }));
        event(ANALYTICS_EVENTS.commentEdit, commentId);
      },
      async remove(commentId) {
        await api.deleteComment(commentId);
        update((page) => withoutComment(page, commentId, 'deleted'));
        setMine((state) => ({ ...state, ownIds: withId(state.ownIds, commentId, false) }));
        event(ANALYTICS_EVENTS.commentDelete, commentId);
      },
      async like(commentId, liked) {
        const answer = await api.likeComment({ commentId, liked });
        update((page) => withChangedComment(page, commentId, { likeCount: answer.likeCount }));
        setMine((state) => ({ ...state, likedIds: withId(state.likedIds, commentId, liked) }));
        event(liked ? ANALYTICS_EVENTS.commentLike : ANALYTICS_EVENTS.commentUnlike, commentId);
      },
      async report(commentId, reason) {
        await api.reportComment({ commentId, ...(reason ? { reason } : {}) });
        setMine((state) => ({ ...state, reportedIds: withId(state.reportedIds, commentId, true) }));
        event(ANALYTICS_EVENTS.commentReport, commentId);
      },
      async hide(commentId) {
        await api.hideComment({ commentId, hidden: true });
        update((page) => withoutComment(page, commentId, 'hidden'));
      },
    }),
    [post, update, event, setMine],
  );

  const setClosed = useCallback(
    async (closed: boolean) => {
      await api.closeComments({ articleId, closed });
      setClosedByModerator(closed);
      update((page) => ({ ...page, closed }));
    },
    [articleId, update],
  );

  const closed = closedByModerator ?? (list.kind === 'ready' ? list.page.closed : false);
  return {
    authStatus: status,
    signedIn,
    moderator: signedIn && canModerate(member?.type),
    order,
    setOrder,
    list,
    retry,
    loadMore,
    mine,
    closed,
    post: (body: string) => post(body),
    actions,
    setClosed,
  };
}
