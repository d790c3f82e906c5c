import { type FormEvent, useId, useState } from 'react';
import { ActionButton } from '@/components/auth/ActionButton';
import { useAuth } from '@/hooks/useAuth';
import { ApiError } from '@/lib/api/api-error';
import { groupDigits } from '@/lib/numbers/group-digits';
import { cleanCommentBody, COMMENT_MAX_LENGTH, commentLength, hasVisibleText } from '@/lib/schemas/comment-rules';
import { commentErrorMessage } from './comment-messages';
import styles from './Comments.module.css';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  busyLabel: string;
  initial?: string;
  /** Resolves once saved; a refusal is shown under the field. */
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
  /** Focus the field when the form opens (reply and edit, not the form at the top). */
  autoFocus?: boolean;
}

function problemWith(body: string): string | null {
  const cleaned = cleanCommentBody(body);
  if (!hasVisibleText(cleaned)) return 'Write something first.';
  if (commentLength(cleaned) > COMMENT_MAX_LENGTH) return `A comment can be at most ${groupDigits(COMMENT_MAX_LENGTH)} characters.`;
  return null;
}

/** Writing a comment, a reply or an edit: plain text, links allowed, with a count of what is left. */
export function CommentForm({ label, submitLabel, busyLabel, initial = '', onSubmit, onCancel, autoFocus = false }: CommentFormProps) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // MEMBER_REQUIRED: the account's member row is missing; finishing it is one click away.
  const [needsSetup, setNeedsSetup] = useState(false);
  const { reloadMember } = useAuth();
  const length = commentLength(cleanCommentBody(body));

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const problem = problemWith(body);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    setNeedsSetup(false);
    try {
      await onSubmit(cleanCommentBody(body));
      setBody('');
    } catch (failure) {
      setError(commentErrorMessage(failure));
      setNeedsSetup(failure instanceof ApiError && failure.code === 'MEMBER_REQUIRED');
    } finally {
      setBusy(false);
    }
  }

  /** Loading the member makes the missing row on the server (decision 305); then the comment goes again. */
  async function finishSetup() {
    setBusy(true);
    await reloadMember().catch(() => null);
    await submit();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-body`} className={styles.label}>
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        className={styles.textarea}
        value={body}
        rows={4}
        aria-describedby={`${id}-count`}
        aria-invalid={error ? true : undefined}
        autoFocus={autoFocus}
        onChange={(event) => setBody(event.target.value)}
      />
      <p id={`${id}-count`} className={length > COMMENT_MAX_LENGTH ? styles.over : styles.count}>
        {groupDigits(length)} of {groupDigits(COMMENT_MAX_LENGTH)} characters. Links starting http:// or https:// work.
      </p>
      {error ? (
        <div role="alert" className={styles.error}>
          <p>{error}</p>
          {needsSetup ? (
            <ActionButton busy={busy} busyLabel="Finishing…" onClick={() => void finishSetup()}>
              Finish setting up and post
            </ActionButton>
          ) : null}
        </div>
      ) : null}
      <div className={styles.buttons}>
        <ActionButton type="submit" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </ActionButton>
        {onCancel ? (
          <ActionButton variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </ActionButton>
        ) : null}
      </div>
    </form>
  );
}
