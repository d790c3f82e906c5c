import { formatDeskClock } from '@/lib/desk/desk-time';
import type { SavePhase } from '@/lib/desk/story-autosave';
import styles from './StoryEditor.module.css';

interface SaveStatusProps {
  phase: SavePhase;
  onRetry: () => void;
}

function statusText(phase: SavePhase): string {
  switch (phase.kind) {
    case 'saved':
      return phase.savedAt ? `Saved ${formatDeskClock(phase.savedAt)}` : 'All changes saved';
    case 'dirty':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'failed':
      return `Not saved: ${phase.message}`;
    case 'conflict':
      return 'Not saved: someone else saved this story — choose a version below';
  }
}

/** The save state, read out politely as it changes (an aria-live region that is always there). */
export function SaveStatus({ phase, onRetry }: SaveStatusProps) {
  return (
    <p className={phase.kind === 'failed' || phase.kind === 'conflict' ? styles.statusProblem : styles.status}>
      <span role="status" aria-live="polite">
        {statusText(phase)}
      </span>
      {phase.kind === 'failed' ? (
        <>
          {' — '}
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            Retry
          </button>
        </>
      ) : null}
    </p>
  );
}
