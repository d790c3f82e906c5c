import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/payments';

/** Keys are kept 24 hours (DESIGN §4), as at Stripe. */
export const KEY_LIFETIME_MS = 24 * 3_600_000;

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Inserts the key as in progress; false when the member already holds it. */
export async function claimKey(db: Db, values: { memberUid: string; key: string; requestHash: string; createdAt: Date }): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...values, status: 'in_progress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Db, memberUid: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberUid, memberUid), eq(idempotencyKeys.key, key)));
  return row;
}

export async function completeKey(db: Db, memberUid: string, key: string, response: { status: number; body: unknown; at: Date }): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'completed', responseStatus: response.status, responseBody: response.body, completedAt: response.at })
    .where(and(eq(idempotencyKeys.memberUid, memberUid), eq(idempotencyKeys.key, key)));
}

/** Our own failure ended the request: the key waits for a retry, which finishes the same payment. */
export async function markKeyRetryable(db: Db, memberUid: string, key: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'retryable' })
    .where(and(eq(idempotencyKeys.memberUid, memberUid), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 'in_progress')));
}

/** Takes a retryable key back in progress; false when a concurrent retry took it first. */
export async function retakeKey(db: Db, memberUid: string, key: string): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ status: 'in_progress' })
    .where(and(eq(idempotencyKeys.memberUid, memberUid), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 'retryable')))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Lets a key go, so the next request with it starts afresh. */
export async function releaseKey(db: Db, memberUid: string, key: string, only: { createdBefore?: Date; inProgress?: boolean } = {}): Promise<void> {
  const conditions = [eq(idempotencyKeys.memberUid, memberUid), eq(idempotencyKeys.key, key)];
  if (only.createdBefore) conditions.push(lt(idempotencyKeys.createdAt, only.createdBefore));
  if (only.inProgress) conditions.push(eq(idempotencyKeys.status, 'in_progress'));
  await db.delete(idempotencyKeys).where(and(...conditions));
}

export async function deleteExpiredKeys(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

/** Keys still in progress that were claimed before `before`. */
export async function inProgressKeys(db: Db, before: Date): Promise<IdempotencyRow[]> {
  return db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.status, 'in_progress'), lt(idempotencyKeys.createdAt, before)));
}
