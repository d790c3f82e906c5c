import { useState } from 'react';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import { withinEditWindow } from '@/lib/schemas/comment-rules';
import type { MyCommentState, PublicComment } from '@/lib/schemas/comments';
import { CommentButtons, type CommentMode } from './CommentButtons';
import { CommentForm } from './CommentForm';
import { CommentReportForm } from './CommentReportForm';
import { CommentText } from './CommentText';
import type { CommentActions } from './useComments';
import styles from './Comments.module.css';

export interface CommentViewer {
  signedIn: boolean;
  moderator: boolean;
  closed: boolean;
  mine: MyCommentState;
  actions: CommentActions;
}

const REMOVED: Record<Exclude<PublicComment['state'], 'visible'>, string> = {
  deleted: 'This comment was deleted.',
  hidden: 'This comment was removed by a moderator.',
};

/** One comment with what the reader may do to it, then its replies. */
export function CommentItem({ comment, viewer }: { comment: PublicComment; viewer: CommentViewer }) {
  const [mode, setMode] = useState<CommentMode>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  // Closes the form that finished, not one the reader has opened meanwhile.
  const finished = (form: CommentMode) => () => setMode((now) => (now === form ? 'idle' : now));
  const own = viewer.mine.ownIds.includes(comment.id);
  const replies = comment.replies.length ? (
    <ol className={styles.replies} aria-label={`Replies to ${comment.authorName || 'a removed comment'}`}>
      {comment.replies.map((reply) => (
        <CommentItem key={reply.id} comment={reply} viewer={viewer} />
      ))}
    </ol>
  ) : null;

  if (comment.state !== 'visible') {
    return (
      <li className={styles.comment}>
        <p className={styles.removed}>{REMOVED[comment.state]}</p>
        {replies}
      </li>
    );
  }

  // A reply to a reply joins the thread of the comment at the top (decision 81).
  const threadId = comment.parentId ?? comment.id;
  return (
    <li className={styles.comment}>
      <article aria-label={`Comment by ${comment.authorName}`}>
        <p className={styles.byline}>
          <strong>{comment.authorName}</strong> · <time dateTime={isoInNz(comment.createdAt)}>{displayDate(comment.createdAt)}</time>
          {comment.editedAt ? ' · edited' : null}
        </p>
        {mode === 'editing' ? (
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            busyLabel="Saving…"
            initial={comment.body}
            autoFocus
            onSubmit={async (body) => {
              await viewer.actions.edit(comment.id, body);
              finished('editing')();
            }}
            onCancel={finished('editing')}
          />
        ) : (
          <CommentText body={comment.body} />
        )}
        <CommentButtons
          comment={comment}
          viewer={viewer}
          own={own}
          canEdit={own && withinEditWindow(new Date(comment.createdAt), new Date())}
          mode={mode}
          setMode={setMode}
          onNotice={setNotice}
        />
        {notice ? (
          <p role="status" className={styles.note}>
            {notice}
          </p>
        ) : null}
        {mode === 'replying' ? (
          <CommentForm
            label={`Reply to ${comment.authorName}`}
            submitLabel="Post reply"
            busyLabel="Posting…"
            autoFocus
            onSubmit={async (body) => {
              await viewer.actions.reply(threadId, body);
              finished('replying')();
            }}
            onCancel={finished('replying')}
          />
        ) : null}
        {mode === 'reporting' ? (
          <CommentReportForm
            onReport={async (reason) => {
              await viewer.actions.report(comment.id, reason);
              setNotice('Thanks. A moderator will look at this comment.');
              finished('reporting')();
            }}
            onCancel={finished('reporting')}
          />
        ) : null}
      </article>
      {replies}
    </li>
  );
}
