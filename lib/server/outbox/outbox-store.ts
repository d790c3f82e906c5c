import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema/outbox';

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type OutboxStatus = OutboxMessageRow['status'];

/** Writes one email to send; a key already written (sent, pending or dead) is left alone. Answers whether the row is new. */
export async function insertOutboxMessage(db: Db, values: { key: string; template: string; recipient: string; data: unknown }): Promise<boolean> {
  const inserted = await db.insert(outboxMessages).values(values).onConflictDoNothing({ target: outboxMessages.key }).returning({ id: outboxMessages.id });
  return inserted.length > 0;
}

/**
 * Takes up to `limit` due emails for this worker until `claimUntil`, counting a try on each. Rows
 * another worker is taking are skipped (FOR UPDATE SKIP LOCKED), and a taken row is not due again
 * before `claimUntil`, so two workers never take one email at once.
 */
export async function claimDueMessages(db: Db, now: Date, claimUntil: Date, limit: number): Promise<OutboxMessageRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), or(isNull(outboxMessages.nextAttemptAt), lte(outboxMessages.nextAttemptAt, now))))
    .orderBy(sql`${outboxMessages.nextAttemptAt} asc nulls first`, asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, claimedAt: now, nextAttemptAt: claimUntil })
    .where(inArray(outboxMessages.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** What a row keeps of its email once forgotten: its key (so its cause stays sent once), no address, no data. */
const FORGOTTEN = { recipient: '', data: {} };

/** `forget`: the address and data are emptied in the same statement (a template with `forgetRecipient`). */
export async function markMessageSent(db: Db, id: number, sentAt: Date, forget = false): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt, nextAttemptAt: null, claimedAt: null, lastError: null, ...(forget ? FORGOTTEN : {}) })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
}

/** A failed try: due again at `retryAt`, or dead (kept, not tried again) when `retryAt` is null; a dead one is emptied too with `forget`. */
export async function markMessageFailed(db: Db, id: number, error: string, retryAt: Date | null, forget = false): Promise<void> {
  await db
    .update(outboxMessages)
    .set(retryAt ? { nextAttemptAt: retryAt, claimedAt: null, lastError: error } : { status: 'dead', nextAttemptAt: null, claimedAt: null, lastError: error, ...(forget ? FORGOTTEN : {}) })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
}

/** Makes every email a worker had taken due now: at start on PGlite, where no other process can be sending. */
export async function releaseClaims(db: Db): Promise<number> {
  const released = await db
    .update(outboxMessages)
    .set({ nextAttemptAt: null, claimedAt: null })
    .where(and(eq(outboxMessages.status, 'pending'), isNotNull(outboxMessages.claimedAt)))
    .returning({ id: outboxMessages.id });
  return released.length;
}

/** Dead emails back to pending with their tries reset: all, or the one with `key`; a forgotten one has no address to go to. Answers how many. */
export async function requeueDeadMessages(db: Db, key?: string): Promise<number> {
  const requeued = await db
    .update(outboxMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: null, claimedAt: null })
    .where(and(eq(outboxMessages.status, 'dead'), ne(outboxMessages.recipient, FORGOTTEN.recipient), key === undefined ? undefined : eq(outboxMessages.key, key)))
    .returning({ id: outboxMessages.id });
  return requeued.length;
}

/** The newest emails, of one status or all, for the operator's look (npm run outbox). */
export async function listOutboxMessages(db: Db, options: { status?: OutboxStatus; limit: number }): Promise<OutboxMessageRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(options.status ? eq(outboxMessages.status, options.status) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(options.limit);
}

export async function findOutboxMessage(db: Db, key: string): Promise<OutboxMessageRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.key, key));
  return row;
}

/** How many emails wait to be sent, and how many were given up on: each count reads its own partial index. */
export async function countOutboxBacklog(db: Db): Promise<{ pending: number; dead: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${outboxMessages.status} = 'pending')`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${outboxMessages.status} = 'dead')`.mapWith(Number),
    })
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ['pending', 'dead']));
  return row ?? { pending: 0, dead: 0 };
}
