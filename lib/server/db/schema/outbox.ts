import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Emails to send (decision 210). A row is written in the same database transaction as the change
 * that causes it, and the worker sends it afterwards: `pending` until sent, `sent` once the mail
 * server took it, `dead` after the last failed try. The key is unique for ever (sent rows are
 * kept), so a payment's receipt is one row however often its webhook or renewal is replayed.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The idempotency key, e.g. `receipt:tx_…`; also the email's Message-ID, so a receiver can drop a resend. */
    key: text('key').notNull().unique(),
    /** A name in the template registry (lib/server/email/email-registry.ts). */
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    /** The template's data, checked by its zod schema when written and again when sent. */
    data: jsonb('data').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'dead'] }).notNull().default('pending'),
    /** Tries so far; a try is counted when a worker claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a worker may take the row next: null for at once; the end of a worker's claim while it
     * sends (a worker killed mid-send leaves the row to be taken again then); the backoff after a failure.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When a worker took the row for the try under way; null while no worker holds it. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's one query: pending rows, soonest first.
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_messages_dead_idx').on(t.createdAt).where(sql`${t.status} = 'dead'`),
  ],
);
