import type { IncomingMessage } from 'node:http';

/** Whether the request's Content-Length already says its body is over `maxBytes`: refuse it before reading a byte. */
export function declaresMoreThan(req: IncomingMessage, maxBytes: number): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > maxBytes;
}

/**
 * Counts an upload's body as it streams in (a missing or false Content-Length changes nothing):
 * hands each chunk, with the running total, to `onChunk` while the total is within `maxBytes`;
 * once it passes, stops listening and calls `onTooLarge` (once). What then becomes of the rest of
 * the body (hang up, or read and drop it) is the caller's choice.
 */
export function countBody(req: IncomingMessage, maxBytes: number, handlers: { onChunk: (chunk: Buffer, total: number) => void; onTooLarge: () => void }): void {
  let total = 0;
  const onData = (chunk: Buffer) => {
    total += chunk.length;
    if (total <= maxBytes) return handlers.onChunk(chunk, total);
    req.off('data', onData);
    handlers.onTooLarge();
  };
  req.on('data', onData);
}
