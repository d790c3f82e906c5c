import type { FormEvent, ReactNode } from 'react';
import { DownloadProgress } from './DownloadProgress';
import type { CsvDownloadState } from './useCsvDownload';
import styles from './ExportsPage.module.css';

interface ExportFormProps {
  /** Names the export for the progress bar and the buttons' context ("Members"). */
  name: string;
  state: CsvDownloadState;
  /** Fields to choose what goes in the file (a date range), if any. */
  children?: ReactNode;
  onDownload: () => void;
  onCancel: () => void;
}

const count = new Intl.NumberFormat('en-NZ');

function statusText(state: CsvDownloadState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'downloading':
      return 'Downloading…';
    case 'saved':
      return `Saved ${state.filename} (${count.format(state.rows)} ${state.rows === 1 ? 'row' : 'rows'}).`;
    case 'cancelled':
      return 'Download cancelled.';
    case 'failed':
      return state.message;
  }
}

/** A form that downloads one CSV export, with its progress, a Cancel button and what happened read out. */
export function ExportForm({ name, state, children, onDownload, onCancel }: ExportFormProps) {
  const downloading = state.kind === 'downloading';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!downloading) onDownload();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={downloading} noValidate>
      {children}
      <div className={styles.buttons}>
        <button type="submit" disabled={downloading}>
          Download CSV
        </button>
        {downloading ? (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {downloading ? <DownloadProgress state={state} label={`${name} export`} /> : null}
      <p className={state.kind === 'failed' ? styles.failed : styles.status} role="status" aria-live="polite">
        {statusText(state)}
      </p>
    </form>
  );
}
