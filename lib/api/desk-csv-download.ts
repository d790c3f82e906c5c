import { TOTAL_ROWS_HEADER } from '@/lib/desk/export-days';
import { type DownloadedFile, filenameOf, refusalOf } from './file-download';
import { currentToken, FIREBASE_TOKEN_MISSING } from './tsom-client';


export interface CsvProgress {
  /** Rows received so far (records ended, the header left out). */
  rows: number;
  /** The server's count, sent before the first row; null if it sent none. */
  total: number | null;
}

export interface CsvFile extends DownloadedFile {
  rows: number;
}

const CR = 0x0d;
const LF = 0x0a;

/** Counts records as they arrive: each ends with CRLF (a line break inside a quoted field is rare and only nudges the bar). */
function recordCounter() {
  let records = 0;
  let lastWasCr = false;
  return (chunk: Uint8Array) => {
    for (const byte of chunk) {
      if (byte === LF && lastWasCr) records++;
      lastWasCr = byte === CR;
    }
    return records;
  };
}

/**
 * GETs a CSV export from `/api/desk{path}` with the staff member's ID token, reading the body as
 * it streams so `onProgress` can count rows; answers the whole file, to be saved. Abort with `signal`.
 */
export async function downloadDeskCsv(path: string, params: Record<string, string>, options: { signal: AbortSignal; onProgress: (progress: CsvProgress) => void }): Promise<CsvFile> {
  const token = await currentToken();
  if (!token) throw new Error(FIREBASE_TOKEN_MISSING);
  const search = new URLSearchParams(params).toString();
  const res = await fetch(`/api/desk${path}${search ? `?${search}` : ''}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' }, signal: options.signal });
  if (!res.ok || !res.body) throw await refusalOf(res);
  const totalHeader = res.headers.get(TOTAL_ROWS_HEADER);
  const total = totalHeader === null ? null : Number(totalHeader);
  const count = recordCounter();
  const parts: Uint8Array[] = [];
  let rows = 0;
  options.onProgress({ rows, total });
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    // The header is a record too.
    rows = Math.max(0, count(value) - 1);
    options.onProgress({ rows: total === null ? rows : Math.min(rows, total), total });
  }
  return { blob: new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }), filename: filenameOf(res.headers.get('Content-Disposition'), `panui${path.replace(/\//g, '-')}`), rows };
}
