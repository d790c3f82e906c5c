import { useCallback, useEffect, useState } from 'react';
import { moderationQueue } from '@/lib/api/comments';
import { reportClientError } from '@/lib/api/report-client-error';
import type { QueuedComment } from '@/lib/schemas/comments';

export type QueueState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; comments: QueuedComment[]; nextCursor: string | null };

/** The reported comments waiting for a moderator; handled ones leave the list at once. */
export function useModerationQueue() {
  const [queue, setQueue] = useState<QueueState>({ kind: 'loading' });

  const load = useCallback(async (cursor?: string) => {
    try {
      const page = await moderationQueue(cursor);
      setQueue((now) => ({
        kind: 'ready',
        comments: cursor && now.kind === 'ready' ? [...now.comments, ...page.comments] : page.comments,
        nextCursor: page.nextCursor,
      }));
    } catch (error) {
      reportClientError('Loading the moderation queue failed', error);
      setQueue({ kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    let current = true;
    moderationQueue().then(
      (page) => current && setQueue({ kind: 'ready', comments: page.comments, nextCursor: page.nextCursor }),
      (error: unknown) => {
        reportClientError('Loading the moderation queue failed', error);
        if (current) setQueue({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const handled = useCallback((commentId: number) => {
    setQueue((now) => (now.kind === 'ready' ? { ...now, comments: now.comments.filter((comment) => comment.commentId !== commentId) } : now));
  }, []);

  return { queue, load, handled };
}
