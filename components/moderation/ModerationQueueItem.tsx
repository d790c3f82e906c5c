import Link from 'next/link';
import { useState } from 'react';
import { commentErrorMessage } from '@/components/comments/comment-messages';
import { CommentText } from '@/components/comments/CommentText';
import { dismissCommentReports, hideComment } from '@/lib/api/comments';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import type { QueuedComment } from '@/lib/schemas/comments';
import styles from './Moderation.module.css';

const reportsLabel = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

/** One reported comment: hide it from readers, or keep it and dismiss its reports. */
export function ModerationQueueItem({ comment, onHandled }: { comment: QueuedComment; onHandled: (commentId: number) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      onHandled(comment.commentId);
    } catch (failure) {
      setError(commentErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <li className={styles.item}>
      <article aria-label={`Reported comment by ${comment.authorName}`}>
        <p className={styles.meta}>
          <strong>{comment.authorName}</strong> on <Link href={`${comment.article.path}#comments`}>{comment.article.title}</Link> ·{' '}
          <time dateTime={isoInNz(comment.createdAt)}>{displayDate(comment.createdAt)}</time>
        </p>
        <CommentText body={comment.body} />
        <p className={styles.meta}>{reportsLabel(comment.reports.length)}</p>
        <ul className={styles.reasons}>
          {comment.reports.map((report, index) => (
            <li key={index}>{report.reason || 'No reason given'}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.hide} disabled={busy} onClick={() => void act(() => hideComment({ commentId: comment.commentId, hidden: true }))}>
            Hide comment
          </button>
          <button type="button" className={styles.button} disabled={busy} onClick={() => void act(() => dismissCommentReports(comment.commentId))}>
            Keep comment
          </button>
        </div>
        {error ? <p role="alert">{error}</p> : null}
      </article>
    </li>
  );
}
