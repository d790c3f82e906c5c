import type { Upload } from './useUploads';
import styles from './MediaLibrary.module.css';

export interface UploadListProps {
  uploads: Upload[];
  onRetry: (upload: Upload) => void;
  onDismiss: (key: string) => void;
}

/** Each file on its way: a progress bar, then done, or the server's reason with Retry. */
export function UploadList({ uploads, onRetry, onDismiss }: UploadListProps) {
  if (!uploads.length) return null;
  return (
    <ul className={styles.uploads} aria-label="Uploads">
      {uploads.map((upload) => (
        <li key={upload.key} className={styles.uploadRow}>
          <span className={styles.fileName}>{upload.file.name}</span>
          <UploadStatus upload={upload} onRetry={onRetry} onDismiss={onDismiss} />
        </li>
      ))}
    </ul>
  );
}

function UploadStatus({ upload, onRetry, onDismiss }: { upload: Upload } & Omit<UploadListProps, 'uploads'>) {
  const { state } = upload;
  switch (state.kind) {
    case 'uploading':
      return <progress className={styles.progress} max={1} value={state.progress} aria-label={`Uploading ${upload.file.name}`} />;
    case 'done':
      return (
        <>
          <span role="status">Uploaded</span>
          <button type="button" className={styles.linkButton} onClick={() => onDismiss(upload.key)} aria-label={`Dismiss ${upload.file.name}`}>
            Dismiss
          </button>
        </>
      );
    case 'failed':
      return (
        <>
          <span role="alert" className={styles.error}>
            {state.message}
          </span>
          <button type="button" onClick={() => onRetry(upload)} aria-label={`Retry ${upload.file.name}`}>
            Retry
          </button>
          <button type="button" className={styles.linkButton} onClick={() => onDismiss(upload.key)} aria-label={`Dismiss ${upload.file.name}`}>
            Dismiss
          </button>
        </>
      );
  }
}
