import type { IncomingMessage, ServerResponse } from 'node:http';
import { countBody, declaresMoreThan } from '../http/body-limit';
import { AppError } from '../http/errors';
import { imageTooLarge } from './process-image';

// Closing the connection after the 413 stops the rest of an oversized upload being read.
const tooLarge = (maxBytes: number) => {
  const error = imageTooLarge(maxBytes);
  return new AppError(error.code, error.status, error.message, error.details, { Connection: 'close' });
};

/**
 * Reads an upload's bytes, refusing it as soon as it passes `maxBytes`: at once when its
 * Content-Length says so, else when the count passes the limit (then nothing more is read).
 */
export function readUploadBody(req: IncomingMessage, res: ServerResponse, maxBytes: number): Promise<Buffer> {
  // Node would otherwise read (and drop) the rest of the upload after our answer, however large.
  // (Optional calls: test harnesses hand in requests without a real socket.)
  const hangUpAfterAnswer = () => res.once('finish', () => req.socket?.destroy?.());
  if (declaresMoreThan(req, maxBytes)) {
    hangUpAfterAnswer();
    return Promise.reject(tooLarge(maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    countBody(req, maxBytes, {
      onChunk: (chunk) => chunks.push(chunk),
      onTooLarge: () => {
        req.pause();
        chunks.length = 0;
        hangUpAfterAnswer();
        reject(tooLarge(maxBytes));
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
