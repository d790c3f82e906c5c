import { useState } from 'react';
import { deskCall } from '@/lib/api/desk-client';
import styles from '../site-content/SiteContentForm.module.css';

type Upload = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'done'; name: string } | { kind: 'failed'; message: string };

/** Uploads an MP3, M4A or OGG file (the server checks its bytes) and hands back the stored file's name. */
export function AudioUpload({ audioFile, onUploaded, error }: { audioFile: string; onUploaded: (audioFile: string) => void; error?: string }) {
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });

  async function send(file: File) {
    setUpload({ kind: 'uploading', percent: 0 });
    try {
      const stored = await deskCall<{ audioFile: string }>('POST', '/podcasts/audio', {
        body: file,
        onUploadProgress: (fraction) => setUpload({ kind: 'uploading', percent: Math.round(fraction * 100) }),
      });
      onUploaded(stored.audioFile);
      setUpload({ kind: 'done', name: file.name });
    } catch (failure) {
      setUpload({ kind: 'failed', message: failure instanceof Error ? failure.message : 'The upload failed. Try again.' });
    }
  }

  const status =
    upload.kind === 'uploading' ? `Uploading… ${upload.percent}%` : upload.kind === 'done' ? `Uploaded ${upload.name}.` : upload.kind === 'failed' ? upload.message : audioFile ? `Current file: ${audioFile}` : 'No file uploaded yet.';
  return (
    <div className={styles.field}>
      <label htmlFor="audio-file">Audio file (MP3, M4A or OGG)</label>
      <input
        id="audio-file"
        type="file"
        accept="audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg"
        aria-describedby="audio-file-status"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <p id="audio-file-status" className={upload.kind === 'failed' || error ? styles.error : styles.status} role="status" aria-live="polite">
        {error ? `Audio ${error}` : status}
      </p>
    </div>
  );
}
