import Link from 'next/link';
import { useRouter } from 'next/router';
import { commentCountLabel } from '@/lib/comments/comment-count';
import { COMMENT_ORDERS, type CommentOrder } from '@/lib/schemas/comment-rules';
import { CommentForm } from './CommentForm';
import { CommentItem, type CommentViewer } from './CommentItem';
import { CommentsClosedToggle } from './CommentsClosedToggle';
import { useComments } from './useComments';
import styles from './Comments.module.css';

const ORDER_LABELS: Record<CommentOrder, string> = { newest: 'Newest first', oldest: 'Oldest first', 'most-liked': 'Most liked' };

/**
 * An article's comments, loaded in the browser: the article's HTML stays the same for every
 * reader (and cacheable), and the server render runs no comment query.
 */
export function CommentsSection({ articleId, initialCount }: { articleId: number; initialCount: number }) {
  const comments = useComments(articleId);
  const router = useRouter();
  const { list, closed } = comments;
  const total = list.kind === 'ready' ? list.page.total : initialCount;
  const viewer: CommentViewer = { signedIn: comments.signedIn, moderator: comments.moderator, closed, mine: comments.mine, actions: comments.actions };
  const signInHref = `/sign-in?next=${encodeURIComponent(router.asPath.split('#')[0] ?? '/')}`;

  return (
    <section id="comments" aria-labelledby="comments-heading" className={styles.section}>
      <h2 id="comments-heading" className={styles.heading}>
        Comments <span className={styles.total}>({commentCountLabel(total)})</span>
      </h2>
      {comments.moderator && list.kind === 'ready' ? <CommentsClosedToggle closed={closed} onChange={comments.setClosed} /> : null}
      {closed ? (
        <p className={styles.closed}>Comments are closed</p>
      ) : comments.signedIn ? (
        <CommentForm label="Join the conversation" submitLabel="Post comment" busyLabel="Posting…" onSubmit={comments.post} />
      ) : comments.authStatus === 'resolved' ? (
        <p className={styles.note}>
          <Link href={signInHref} prefetch={false}>
            Sign in
          </Link>{' '}
          to join the conversation.
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <label htmlFor="comment-order">Sort comments</label>
        <select id="comment-order" className={styles.select} value={comments.order} onChange={(event) => comments.setOrder(event.target.value as CommentOrder)}>
          {COMMENT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {ORDER_LABELS[order]}
            </option>
          ))}
        </select>
      </div>
      {list.kind === 'loading' ? (
        <p role="status">Loading comments…</p>
      ) : list.kind === 'failed' ? (
        <div role="alert">
          <p>The comments could not be loaded.</p>
          <button type="button" className={styles.link} onClick={comments.retry}>
            Try again
          </button>
        </div>
      ) : list.page.comments.length === 0 ? (
        <p className={styles.note}>{closed ? 'There are no comments on this story.' : 'No comments yet. Be the first to share your view.'}</p>
      ) : (
        <>
          <ol className={styles.list} aria-label="Comments">
            {list.page.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} viewer={viewer} />
            ))}
          </ol>
          {list.page.nextCursor ? (
            <button type="button" className={styles.more} disabled={list.loadingMore} onClick={() => void comments.loadMore()}>
              {list.loadingMore ? 'Loading more comments…' : 'Show more comments'}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
