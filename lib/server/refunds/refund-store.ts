import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refunds } from '../db/schema/business';
import { transactions } from '../db/schema/payments';
import type { TransactionRow } from '../payments/transaction-store';

export type RefundRow = typeof refunds.$inferSelect;
type NewRefundRow = typeof refunds.$inferInsert;

/**
 * The transaction, locked until the surrounding database transaction ends: two refunds of one
 * payment take turns, so the second sees what the first took (SELECT … FOR UPDATE).
 */
export async function lockTransaction(db: Db, txId: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, txId)).for('update');
  return row;
}

export async function findRefundByKey(db: Db, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row;
}

/** Cents of this payment's refunds sent to the provider but not yet confirmed: reserved, so nothing else can take them. */
export async function unfinishedRefundTotal(db: Db, txId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${refunds.amount})` })
    .from(refunds)
    .where(and(eq(refunds.transactionId, txId), eq(refunds.status, 'pending')));
  return Number(row?.total ?? 0);
}

/** The refund, pending; undefined when its key is already taken (by a refund of another body or payment). */
export async function insertPendingRefund(db: Db, values: Omit<NewRefundRow, 'status'>): Promise<RefundRow | undefined> {
  const [row] = await db
    .insert(refunds)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  return row;
}

/** Pending → succeeded, once: undefined when it was not pending (another call finished it first). */
export async function markRefundSucceeded(db: Db, refundId: string, providerRefundId: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'succeeded', providerRefundId })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

export async function markRefundFailed(db: Db, refundId: string): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'failed' })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
}

/** Adds a succeeded refund to the payment's refunded amount; a payment refunded in full becomes `refunded`. */
export async function addRefundedAmount(db: Db, txId: string, amount: number): Promise<TransactionRow> {
  const [row] = await db
    .update(transactions)
    .set({
      refundedAmount: sql`${transactions.refundedAmount} + ${amount}`,
      status: sql`case when ${transactions.refundedAmount} + ${amount} >= ${transactions.amount} then 'refunded' else ${transactions.status} end`,
    })
    .where(eq(transactions.id, txId))
    .returning();
  if (!row) throw new Error(`transaction ${txId} vanished during its refund`);
  return row;
}
