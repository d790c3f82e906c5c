import { type DragEvent, useRef, useState } from 'react';
import styles from './MediaLibrary.module.css';

export interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
}

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** Drop pictures here, or press it (it is a button) to choose several from the device. */
export function UploadDropZone({ onFiles }: UploadDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };

  return (
    <div className={styles.upload}>
      <button
        type="button"
        className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
        onClick={() => input.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <strong>Choose pictures</strong> or drop them here
        <span className={styles.hint}>JPEG, PNG, WebP, AVIF or GIF</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        multiple
        hidden
        data-testid="media-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so choosing the same file again (after a failure) fires another change.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
