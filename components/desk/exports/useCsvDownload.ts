import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { downloadDeskCsv } from '@/lib/api/desk-csv-download';
import { saveFile } from '@/lib/api/file-download';

export type CsvDownloadState =
  | { kind: 'idle' }
  | { kind: 'downloading'; rows: number; total: number | null }
  | { kind: 'saved'; filename: string; rows: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'The download stopped before the end. Check your connection and try again.');

/** One export's download: start it, follow its rows, cancel it; the file is saved when it is whole. */
export function useCsvDownload(path: string) {
  const [state, setState] = useState<CsvDownloadState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops the download (and so the server's export).
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (params: Record<string, string> = {}) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ kind: 'downloading', rows: 0, total: null });
      try {
        const file = await downloadDeskCsv(path, params, { signal: controller.signal, onProgress: ({ rows, total }) => setState({ kind: 'downloading', rows, total }) });
        saveFile(file);
        setState({ kind: 'saved', filename: file.filename, rows: file.rows });
      } catch (error) {
        setState(controller.signal.aborted ? { kind: 'cancelled' } : { kind: 'failed', message: messageOf(error) });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [path],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { state, start, cancel };
}
