import type { ClientLogEntryInput } from '@/lib/schemas/client-log';

/** Sends an error to /api/logger (SPEC §7); reporting must never throw in the reader's face. */
export function reportClientError(message: string, error?: unknown): void {
  const err = error instanceof Error ? error : undefined;
  const entry: ClientLogEntryInput = {
    message,
    callstack: err?.stack,
    stamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    url: window.location.href,
    referrer: document.referrer || undefined,
    error: err ? { name: err.name, message: err.message } : undefined,
  };
  fetch('/api/logger', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
    keepalive: true,
  }).catch((sendError: unknown) => console.error('Could not report an error', sendError));
}
