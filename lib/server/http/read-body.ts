import type { IncomingMessage } from 'node:http';
import { AppError } from './errors';

export const MAX_BODY_BYTES = 100 * 1024;
// Past the limit we keep reading (and dropping) up to this much, so the client gets its 413
// instead of a reset connection; anything larger is cut off.
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, 'The request body is larger than 100 KB.');

/** Reads the raw body, refusing more than MAX_BODY_BYTES. */
export function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        if (size > DRAIN_LIMIT_BYTES) {
          req.destroy();
          reject(tooLarge());
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => (over ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', () => reject(new AppError('BAD_REQUEST', 400, 'The request body could not be read.')));
  });
}

/**
 * Parses a JSON body; an empty body is `undefined`. Only application/json, unless `textPlain`
 * (a route navigator.sendBeacon calls): a text/plain or form body is what a page on another site
 * can send without a CORS preflight, the start of a login CSRF.
 */
export async function readJsonBody(req: IncomingMessage, options: { textPlain?: boolean } = {}): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) {
    req.destroy();
    throw tooLarge();
  }
  const raw = await readRawBody(req);
  if (raw.length === 0) return undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' && !(options.textPlain && type === 'text/plain')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the body as JSON (Content-Type: application/json).');
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('INVALID_JSON', 400, 'The request body is not valid JSON.');
  }
}
