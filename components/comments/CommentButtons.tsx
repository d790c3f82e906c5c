import { useState } from 'react';
import type { PublicComment } from '@/lib/schemas/comments';
import { commentErrorMessage } from './comment-messages';
import type { CommentViewer } from './CommentItem';
import styles from './Comments.module.css';

export type CommentMode = 'idle' | 'replying' | 'editing' | 'reporting' | 'deleting';

interface CommentButtonsProps {
  comment: PublicComment;
  viewer: CommentViewer;
  own: boolean;
  canEdit: boolean;
  mode: CommentMode;
  setMode: (mode: CommentMode) => void;
  onNotice: (message: string | null) => void;
}

const likes = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

/** Like, reply, edit, delete, report and hide, as far as the reader may. */
export function CommentButtons({ comment, viewer, own, canEdit, mode, setMode, onNotice }: CommentButtonsProps) {
  const [busy, setBusy] = useState(false);
  const liked = viewer.mine.likedIds.includes(comment.id);
  const reported = viewer.mine.reportedIds.includes(comment.id);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    onNotice(null);
    try {
      await action();
    } catch (error) {
      onNotice(commentErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (!viewer.signedIn) return comment.likeCount ? <p className={styles.note}>{likes(comment.likeCount)}</p> : null;

  if (mode === 'deleting') {
    return (
      <div className={styles.actions} role="group" aria-label="Confirm deletion">
        <span>Delete this comment?</span>
        <button type="button" className={styles.danger} disabled={busy} onClick={() => run(() => viewer.actions.remove(comment.id))}>
          Yes, delete
        </button>
        <button type="button" className={styles.link} disabled={busy} onClick={() => setMode('idle')}>
          Keep it
        </button>
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.link} aria-pressed={liked} disabled={busy} onClick={() => run(() => viewer.actions.like(comment.id, !liked))}>
        {liked ? 'Liked' : 'Like'} <span className={styles.count}>({likes(comment.likeCount)})</span>
      </button>
      {!viewer.closed ? (
        <button type="button" className={styles.link} onClick={() => setMode(mode === 'replying' ? 'idle' : 'replying')}>
          Reply
        </button>
      ) : null}
      {canEdit ? (
        <button type="button" className={styles.link} onClick={() => setMode('editing')}>
          Edit
        </button>
      ) : null}
      {own ? (
        <button type="button" className={styles.link} onClick={() => setMode('deleting')}>
          Delete
        </button>
      ) : reported ? (
        <span className={styles.note}>Reported</span>
      ) : (
        <button type="button" className={styles.link} onClick={() => setMode('reporting')}>
          Report
        </button>
      )}
      {viewer.moderator ? (
        <button type="button" className={styles.danger} disabled={busy} onClick={() => run(() => viewer.actions.hide(comment.id))}>
          Hide
        </button>
      ) : null}
    </div>
  );
}
