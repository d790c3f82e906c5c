import { useEffect, useId, useState } from 'react';
import { useRoomAtPageEnd } from '@/hooks/useRoomAtPageEnd';
import { answerMergeQuestion } from '@/lib/reading-history/account-reading-history';
import type { MergeAnswer } from '@/lib/schemas/account-reading-history';
import styles from './ReadingHistoryQuestion.module.css';

const CONFIRMATION_MS = 8_000;

const DONE: Record<MergeAnswer, string> = {
  yes: 'Done: your reading history is kept with your account, on every device you sign in on.',
  no: 'Your reading history stays in this browser only. We will not ask again.',
};

/**
 * The one question before a browser's reading history joins the account (decision 297): asked
 * after sign-in, nothing merged without a yes, and either answer recorded with the account.
 */
// aria-live rather than role="status": the slot sits over every page's own content, whose
// status messages journeys and screen-reader users find by that role.
export function ReadingHistoryQuestion({ uid }: { uid: string }) {
  const headingId = useId();
  const [state, setState] = useState<{ kind: 'asking' | 'saving' } | { kind: 'done'; answer: MergeAnswer } | { kind: 'failed' }>({ kind: 'asking' });
  const answer = async (choice: MergeAnswer) => {
    setState({ kind: 'saving' });
    try {
      await answerMergeQuestion(uid, choice, Date.now());
      setState({ kind: 'done', answer: choice });
    } catch (error) {
      console.error('Saving your answer about reading history failed', error);
      setState({ kind: 'failed' });
    }
  };
  const [shown, setShown] = useState(true);
  // A callback ref in state, so the page's room follows the question as it changes and goes.
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useRoomAtPageEnd('question', panel);
  // The answer's confirmation goes by itself: it sits over the page.
  useEffect(() => {
    if (state.kind !== 'done') return;
    const timer = setTimeout(() => setShown(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state.kind]);
  if (!shown) return null;
  if (state.kind === 'done') {
    return (
      <p ref={setPanel} className={styles.question} aria-live="polite">
        {DONE[state.answer]}
      </p>
    );
  }
  const saving = state.kind === 'saving';
  return (
    <section ref={setPanel} className={styles.question} aria-labelledby={headingId}>
      <h2 id={headingId}>Keep your reading history with your account?</h2>
      <p>Say yes and the stories this browser has counted join your account, on every device you sign in on. Say no and they stay in this browser only.</p>
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} disabled={saving} onClick={() => void answer('yes')}>
          Yes, keep it with my account
        </button>
        <button type="button" className={styles.button} disabled={saving} onClick={() => void answer('no')}>
          No, keep it in this browser
        </button>
      </div>
      <p aria-live="polite">{saving ? 'Saving...' : state.kind === 'failed' ? 'Your answer could not be saved. Try again.' : ''}</p>
    </section>
  );
}
