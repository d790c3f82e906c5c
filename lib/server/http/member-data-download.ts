import type { ServerResponse } from 'node:http';
import type { MemberDataDownload } from '../privacy/member-data-export-service';

/** The headers of the member's own data file: saved under a dated name, never cached, never run as a page of the site. */
export const memberDataDownloadHeaders =
  (res: ServerResponse) =>
  ({ filename, contentType }: MemberDataDownload): void => {
    res.statusCode = 200;
    res.setHeader('Content-Type', contentType);
    // Our own names ([a-z0-9.-]), so the plain quoted form needs no escaping.
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The readable copy is a page of the member's own text: no script runs in it, wherever it is opened.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  };
