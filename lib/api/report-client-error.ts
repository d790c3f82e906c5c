import type { ClientLogEntryInput } from '@/lib/schemas/client-log';

/**
 * Sends an error to /api/logger (SPEC §7); reporting must never throw in the reader's face.
 * `extraStack` is appended to the error's own stack (React's component stack, say).
 */
export function reportClientError(message: string, error?: unknown, extraStack?: string): void {
  const err = error instanceof Error ? error : undefined;
  const callstack = [err?.stack, extraStack].filter(Boolean).join('\n') || undefined;
  const entry: ClientLogEntryInput = {
    message,
    callstack,
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
