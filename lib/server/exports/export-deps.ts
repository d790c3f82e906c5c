import type { Db } from '../db/client';

export interface ExportDeps {
  db: Db;
  now: () => Date;
  /** Rows read per query and written per chunk; tests make it small to see the batches. */
  batchSize: number;
}

/** About 150 KB of CSV per chunk: few round trips, and little held while a slow reader catches up. */
export const EXPORT_BATCH_SIZE = 1_000;

/** What the response needs before the first byte: the file's name and the row count for the desk's progress bar. */
export interface CsvDownload {
  filename: string;
  totalRows: number;
}

/** Called once the export is allowed and counted, before anything is written (the route sets its headers). */
export type OnDownloadStart = (download: CsvDownload) => void;

/** The refusal every export gives anyone but an administrator (issue [15]: nothing, not even a count). */
export const ADMINISTRATORS_ONLY = 'Only administrators can export members and transactions.';
