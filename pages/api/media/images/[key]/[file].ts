import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { appServices } from '@/lib/server/container';
import { AppError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/observability/logger';

export const config = { api: { bodyParser: false } };

// Files never change (their folder is a hash of the upload), so browsers and CDNs keep them a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function end(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end();
}

// GET /media/{storageKey}/{file} (rewritten here): a picture from image storage.
export default async function mediaImage(req: IncomingMessage & { query?: Record<string, string | string[]> }, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return end(res, 405, { Allow: 'GET, HEAD' });
  const key = `${String(req.query?.key ?? '')}/${String(req.query?.file ?? '')}`;
  const etag = `"${key.replace('/', '-')}"`;
  let file;
  try {
    file = await appServices().images.readStoredImage(key);
  } catch (error) {
    if (!(error instanceof AppError)) log().error({ err: error, key }, 'Media: reading a picture failed');
    return end(res, error instanceof AppError ? error.status : 500, { 'Cache-Control': 'no-store' });
  }
  if (!file) return end(res, 404, { 'Cache-Control': 'public, max-age=60' });

  const headers: Record<string, string> = { 'Cache-Control': IMMUTABLE, ETag: etag, 'X-Content-Type-Options': 'nosniff' };
  if (file.modifiedAt) headers['Last-Modified'] = file.modifiedAt.toUTCString();
  if (req.headers['if-none-match'] === etag) {
    if (file.body instanceof Readable) file.body.destroy();
    return end(res, 304, headers);
  }
  res.statusCode = 200;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.bytes));
  if (req.method === 'HEAD' || Buffer.isBuffer(file.body)) {
    if (file.body instanceof Readable) file.body.destroy();
    res.end(req.method === 'HEAD' ? undefined : file.body);
    return;
  }
  file.body.on('error', () => res.destroy());
  file.body.pipe(res);
}
