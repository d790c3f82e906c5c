import styles from '@/components/library/Library.module.css';

/** A toggle (aria-pressed) for whether the member has watched a show on their list. */
export function WatchedToggle({ title, watched, busy, onToggle }: { title?: string; watched: boolean; busy: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={watched ? styles.primary : styles.button}
      aria-pressed={watched}
      aria-label={title ? `Watched: ${title}` : undefined}
      disabled={busy}
      onClick={onToggle}
    >
      <span aria-hidden="true">{watched ? '✓ ' : ''}</span>Watched
    </button>
  );
}
