import { type FormEvent, useId, useState } from 'react';
import { ActionButton } from '@/components/auth/ActionButton';
import { COMMENT_REPORT_REASON_MAX_LENGTH } from '@/lib/schemas/comment-rules';
import { commentErrorMessage } from './comment-messages';
import styles from './Comments.module.css';

/** Tells the moderators about a comment, with an optional reason. */
export function CommentReportForm({ onReport, onCancel }: { onReport: (reason: string) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onReport(reason.trim());
    } catch (failure) {
      setError(commentErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={`${id}-reason`} className={styles.label}>
        Why should a moderator look at this? (optional)
      </label>
      <input
        id={`${id}-reason`}
        className={styles.input}
        value={reason}
        maxLength={COMMENT_REPORT_REASON_MAX_LENGTH}
        autoFocus
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <ActionButton type="submit" busy={busy} busyLabel="Sending…">
          Send report
        </ActionButton>
        <ActionButton variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </ActionButton>
      </div>
    </form>
  );
}
