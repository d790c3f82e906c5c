import { useCallback, useEffect, useMemo, useState } from 'react';
import { listComments } from '@/lib/api/comments';
import { reportClientError } from '@/lib/api/report-client-error';
import { withMoreComments } from '@/lib/comments/comment-tree';
import type { CommentOrder } from '@/lib/schemas/comment-rules';
import type { CommentsPage } from '@/lib/schemas/comments';

export type CommentListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; page: CommentsPage; loadingMore: boolean };

/** The public list of an article's comments in the chosen order, with "show more". */
export function useCommentList(articleId: number, order: CommentOrder) {
  const [attempt, setAttempt] = useState(0);
  const key = `${articleId}:${order}:${attempt}`;
  // Kept with the list it answers, so a new order shows "loading" rather than the old order's page.
  const [stored, setStored] = useState<{ key: string; list: CommentListState }>({ key: '', list: { kind: 'loading' } });
  const list = useMemo<CommentListState>(() => (stored.key === key ? stored.list : { kind: 'loading' }), [stored, key]);
  const setList = useCallback(
    (change: CommentListState | ((now: CommentListState) => CommentListState)) =>
      setStored((now) => ({ key: now.key, list: typeof change === 'function' ? change(now.list) : change })),
    [],
  );

  useEffect(() => {
    let current = true;
    listComments(articleId, order).then(
      (page) => current && setStored({ key, list: { kind: 'ready', page, loadingMore: false } }),
      (error: unknown) => {
        reportClientError('Loading comments failed', error);
        if (current) setStored({ key, list: { kind: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [articleId, order, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(async () => {
    if (list.kind !== 'ready' || !list.page.nextCursor) return;
    setList({ ...list, loadingMore: true });
    try {
      const next = await listComments(articleId, order, list.page.nextCursor);
      setList((now) => (now.kind === 'ready' ? { kind: 'ready', page: withMoreComments(now.page, next), loadingMore: false } : now));
    } catch (error) {
      reportClientError('Loading more comments failed', error);
      setList((now) => (now.kind === 'ready' ? { ...now, loadingMore: false } : now));
    }
  }, [articleId, order, list, setList]);

  /** Applies the reader's own change to the loaded page. */
  const update = useCallback((change: (page: CommentsPage) => CommentsPage) => {
    setList((now) => (now.kind === 'ready' ? { ...now, page: change(now.page) } : now));
  }, [setList]);

  return { list, retry, loadMore, update };
}
