import type { CsvDownloadState } from './useCsvDownload';
import styles from './ExportsPage.module.css';

const count = new Intl.NumberFormat('en-NZ');

/** The rows received so far against the server's count: "12,400 of 50,000 rows". */
export function DownloadProgress({ state, label }: { state: Extract<CsvDownloadState, { kind: 'downloading' }>; label: string }) {
  const text = state.total === null ? `${count.format(state.rows)} rows` : `${count.format(state.rows)} of ${count.format(state.total)} rows`;
  return (
    <div className={styles.progress}>
      {/* With no count yet (or an empty file) the bar is indeterminate rather than stuck at zero. */}
      <progress aria-label={label} aria-valuetext={text} max={state.total || undefined} value={state.total ? state.rows : undefined} />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
