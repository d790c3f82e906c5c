import { ModerationQueueItem } from './ModerationQueueItem';
import { useModerationQueue } from './useModerationQueue';
import styles from './Moderation.module.css';

export function ModerationQueueList() {
  const { queue, load, handled } = useModerationQueue();
  if (queue.kind === 'loading') return <p role="status">Loading reported comments…</p>;
  if (queue.kind === 'failed') {
    return (
      <div role="alert">
        <p>The reported comments could not be loaded.</p>
        <button type="button" className={styles.button} onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  }
  if (queue.comments.length === 0) return <p>Nothing to review. Every reported comment has been handled.</p>;
  return (
    <>
      <ol className={styles.queue} aria-label="Reported comments">
        {queue.comments.map((comment) => (
          <ModerationQueueItem key={comment.commentId} comment={comment} onHandled={handled} />
        ))}
      </ol>
      {queue.nextCursor ? (
        <button type="button" className={styles.button} onClick={() => void load(queue.nextCursor ?? undefined)}>
          Show more
        </button>
      ) : null}
    </>
  );
}
