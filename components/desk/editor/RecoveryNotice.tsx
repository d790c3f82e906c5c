import { formatDeskTime } from '@/lib/desk/desk-time';
import type { UnsavedStoryCopy } from '@/lib/desk/unsaved-story-copy';
import styles from './StoryEditor.module.css';

interface RecoveryNoticeProps {
  copy: UnsavedStoryCopy;
  onRecover: () => void;
  onDiscard: () => void;
}

/** Unsaved words this browser kept from an earlier visit, offered back. */
export function RecoveryNotice({ copy, onRecover, onDiscard }: RecoveryNoticeProps) {
  return (
    <section className={styles.notice} role="alert">
      <p>
        This browser kept changes to this story that were not saved ({formatDeskTime(copy.savedAt)}): headline “{copy.draft.headline}”.
      </p>
      <div className={styles.actions}>
        <button type="button" onClick={onRecover}>
          Bring back my unsaved changes
        </button>
        <button type="button" onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </section>
  );
}
