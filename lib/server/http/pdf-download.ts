import type { ServerResponse } from 'node:http';

/** The headers of a PDF the browser saves (a member's own document: never cached on the way). */
export const pdfDownloadHeaders =
  (res: ServerResponse) =>
  ({ filename }: { filename: string }): void => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/pdf');
    // Our own names ([a-z0-9_.-]), so the plain quoted form needs no escaping.
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
  };
