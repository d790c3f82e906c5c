import { useCallback, useState } from 'react';
import { uploadDeskImage } from '@/lib/api/desk-images';
import type { DeskImage } from '@/lib/images/desk-image';

export type UploadState = { kind: 'uploading'; progress: number } | { kind: 'done'; image: DeskImage } | { kind: 'failed'; message: string };

export interface Upload {
  key: string;
  file: File;
  state: UploadState;
}

let nextKey = 0;

const failureMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The upload failed.');

/** Files on their way to the library, each with its own progress and, when refused, the server's reason and a retry. */
export function useUploads(onUploaded: (image: DeskImage) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);

  const setState = useCallback((key: string, state: UploadState) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, state } : upload)));
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      setState(key, { kind: 'uploading', progress: 0 });
      uploadDeskImage(file, (progress) => setState(key, { kind: 'uploading', progress }))
        .then((image) => {
          setState(key, { kind: 'done', image });
          onUploaded(image);
        })
        .catch((error: unknown) => setState(key, { kind: 'failed', message: failureMessage(error) }));
    },
    [onUploaded, setState],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file) => ({ key: `upload-${++nextKey}`, file, state: { kind: 'uploading', progress: 0 } as UploadState }));
      setUploads((list) => [...added, ...list]);
      for (const upload of added) send(upload.key, upload.file);
    },
    [send],
  );

  const retry = useCallback((upload: Upload) => send(upload.key, upload.file), [send]);
  const dismiss = useCallback((key: string) => setUploads((list) => list.filter((upload) => upload.key !== key)), []);

  return { uploads, add, retry, dismiss };
}
