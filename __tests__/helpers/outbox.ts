import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { buildOutboxDeps, type OutboxDeps } from '@/lib/server/outbox/outbox-deps';
import { listOutboxMessages, type OutboxMessageRow } from '@/lib/server/outbox/outbox-store';
import { drainOutbox, type OutboxReport } from '@/lib/server/outbox/outbox-worker';
import type { MailMessage, Mailer } from '@/lib/server/providers/mail/mailer';

/**
 * Sends everything the outbox holds now, as the site's worker would moments after a request:
 * through the dev mailbox of the test's DATA_DIR unless `overrides` hands in another mailer.
 */
export async function drainTestOutbox(overrides: Partial<OutboxDeps> = {}): Promise<OutboxReport> {
  return drainOutbox({ ...buildOutboxDeps(await getDb(), getConfig(), () => new Date()), logError: () => undefined, ...overrides });
}

/** A mailer that keeps what it is given. */
export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

/** The outbox rows queued to `to`, oldest first. */
export async function outboxRowsTo(to: string): Promise<OutboxMessageRow[]> {
  return (await listOutboxMessages(await getDb(), { limit: 10_000 })).filter((row) => row.recipient === to).reverse();
}
