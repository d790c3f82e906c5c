import type { IncomingMessage, ServerResponse } from 'node:http';
import { countBody, declaresMoreThan } from '../http/body-limit';
import { AppError } from '../http/errors';
import { imageTooLarge } from './process-image';

/** How long the client has to read the 413 before the connection is dropped. */
const HANG_UP_AFTER_MS = 1_000;

/**
 * Reads an upload's bytes, refusing it as soon as it passes `maxBytes`: at once when its
 * Content-Length says so, else when the count passes the limit (then nothing more is read).
 */
export function readUploadBody(req: IncomingMessage, res: ServerResponse, maxBytes: number): Promise<Buffer> {
  // A lingering close: the rest of the upload is read and dropped for a moment, so the client
  // gets to read the 413 (closing with its bytes unread sends a reset that can make it lose the
  // answer), then the connection is dropped rather than reading the rest, however large.
  // (Optional calls: test harnesses hand in requests without a real socket.)
  const hangUpAfterAnswer = () =>
    res.once('finish', () => {
      req.resume();
      setTimeout(() => req.socket?.destroy?.(), HANG_UP_AFTER_MS).unref();
    });
  if (declaresMoreThan(req, maxBytes)) {
    hangUpAfterAnswer();
    return Promise.reject(imageTooLarge(maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    countBody(req, maxBytes, {
      onChunk: (chunk) => chunks.push(chunk),
      onTooLarge: () => {
        req.pause();
        chunks.length = 0;
        hangUpAfterAnswer();
        reject(imageTooLarge(maxBytes));
      },
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(new AppError('BAD_REQUEST', 400, 'The upload could not be read. Try again.')));
    req.on('aborted', () => reject(new AppError('BAD_REQUEST', 400, 'The upload stopped before it was complete.')));
  });
}

/** The `X-File-Name` header, URL-decoded; '' when missing or not decodable. */
export function uploadFileName(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
