import type { ServerResponse } from 'node:http';
import { TOTAL_ROWS_HEADER } from '@/lib/desk/export-days';
import type { CsvDownload } from '../exports/export-deps';

/** The headers of a CSV file the browser saves (never caches), with its row count for a progress bar. */
export const csvDownloadHeaders =
  (res: ServerResponse) =>
  ({ filename, totalRows }: CsvDownload): void => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    // Our own names ([a-z0-9.-]), so the plain quoted form needs no escaping.
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(TOTAL_ROWS_HEADER, String(totalRows));
  };
