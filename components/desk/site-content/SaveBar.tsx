import Link from 'next/link';
import type { SaveState } from '@/lib/site-content/save-state';
import styles from './SiteContentForm.module.css';

interface SaveBarProps {
  state: SaveState;
  label?: string;
  /** Where "Back" goes (the kind's list). */
  backHref: string;
}

/** The Save button and what became of the last save, announced politely (aria-live). */
export function SaveBar({ state, label = 'Save', backHref }: SaveBarProps) {
  const message = state.kind === 'saving' ? 'Saving…' : state.kind === 'saved' || state.kind === 'failed' ? state.message : '';
  return (
    <div className={styles.saveBar}>
      <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={state.kind === 'saving'}>
        {label}
      </button>
      <Link href={backHref} className={styles.button}>
        Back to the list
      </Link>
      <p className={state.kind === 'failed' ? styles.error : styles.status} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
