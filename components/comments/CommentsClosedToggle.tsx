import { useState } from 'react';
import { commentErrorMessage } from './comment-messages';
import styles from './Comments.module.css';

/** A moderator's switch for the whole story: close comments, or reopen them. */
export function CommentsClosedToggle({ closed, onChange }: { closed: boolean; onChange: (closed: boolean) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      await onChange(!closed);
    } catch (failure) {
      setError(commentErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.moderation}>
      <span>Moderator:</span>
      <button type="button" className={styles.danger} disabled={busy} onClick={() => void toggle()}>
        {closed ? 'Reopen comments' : 'Close comments'}
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
