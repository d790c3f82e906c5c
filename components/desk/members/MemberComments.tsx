import Link from 'next/link';
import type { MemberRecord } from '@/lib/schemas/desk-members';
import { formatDeskTime } from '@/lib/desk/desk-time';
import styles from './MemberRecord.module.css';

const STATUS_LABELS: Record<MemberRecord['comments'][number]['status'], string> = { visible: 'Visible', hidden: 'Hidden by a moderator', deleted: 'Deleted' };

/** The member's newest comments (up to 100), with moderation state and how often each was reported. */
export function MemberComments({ comments }: { comments: MemberRecord['comments'] }) {
  return (
    <section aria-labelledby="member-comments" className={styles.section}>
      <h2 id="member-comments">Comments</h2>
      {comments.length === 0 ? (
        <p className={styles.empty}>No comments.</p>
      ) : (
        <ul className={styles.cards}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.card}>
              <p className={styles.detail}>
                {formatDeskTime(comment.createdAt)} on{' '}
                {comment.articlePath ? <Link href={comment.articlePath}>{comment.headline ?? comment.articlePath}</Link> : (comment.headline ?? 'a story no longer published')} ·{' '}
                {STATUS_LABELS[comment.status]} · {comment.reports === 1 ? '1 report' : `${comment.reports} reports`}
              </p>
              <p className={styles.commentBody}>{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
