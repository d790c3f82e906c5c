import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/schemas/payments';
import type { Db } from '../db/client';
import { refunds } from '../db/schema/business';
import { transactions } from '../db/schema/payments';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;

export function toTransaction(row: TransactionRow): Transaction {
  return {
    txId: row.id,
    amount: row.amount,
    currency: 'NZD',
    status: row.status,
    failureCode: row.failureCode,
    paymentType: row.paymentType,
    billingInterval: row.billingInterval,
    description: row.description,
    subscriptionId: row.subscriptionId,
    refundedAmount: row.refundedAmount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findTransaction(db: Db, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

export async function findOwnTransaction(db: Db, uid: string, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.memberUid, uid)));
  return row;
}

export async function findTransactionByChargeId(db: Db, providerChargeId: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.providerChargeId, providerChargeId));
  return row;
}

export async function listOwnTransactions(db: Db, uid: string, limit = 200): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.memberUid, uid))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

/** Writes the intent (pending) unless a row with this id exists; answers the row either way. */
export async function insertIntent(db: Db, values: NewTransactionRow): Promise<{ row: TransactionRow; created: boolean }> {
  const [row] = await db.insert(transactions).values(values).onConflictDoNothing().returning();
  if (row) return { row, created: true };
  return { row: (await findTransaction(db, values.id))!, created: false };
}

/**
 * Upsert by provider charge id: a webhook for a charge we already hold changes only its status
 * (and the card, when it names one), and only forward. Webhooks arrive late and out of order, so an unsettled row (pending, waiting
 * for 3-D Secure) takes any outcome, a failed one may still become paid (a Smart Retry that later
 * succeeded), and nothing else moves: a late `invoice.payment_failed` leaves a paid or refunded
 * invoice as it is. Answers the row as it stands.
 */
export async function upsertByChargeId(db: Db, values: NewTransactionRow): Promise<TransactionRow> {
  const [row] = await db
    .insert(transactions)
    .values(values)
    .onConflictDoUpdate({
      target: transactions.providerChargeId,
      // A move forward also records the card that made it (a new card through the update-card link, a retry on a new default).
      set: { status: values.status, failureCode: values.failureCode ?? null, paymentMethodId: sql`coalesce(excluded.payment_method_id, ${transactions.paymentMethodId})` },
      setWhere: sql`${transactions.status} IN ('pending', 'requires_action') OR (${transactions.status} = 'failed' AND excluded.status = 'succeeded')`,
    })
    .returning();
  if (row) return row;
  const kept = await findTransactionByChargeId(db, values.providerChargeId);
  if (!kept) throw new Error('transaction upsert returned no row');
  return kept;
}

/**
 * Writes the intent of a charge for one subscription period (its metadata's `renewalOf`): the
 * database lets one such charge live per period (decision 236). Answers the row and whether this
 * call wrote it; a retry of the same attempt (the same id) gets its own row back; `heldBy` is
 * another attempt that holds the period (under way, waiting for 3-D Secure, or paid).
 */
export async function claimPeriodCharge(db: Db, values: NewTransactionRow & { subscriptionId: string }): Promise<{ row: TransactionRow; created: boolean } | { heldBy: TransactionRow }> {
  const periodEnd = String((values.metadata as Record<string, unknown> | undefined)?.renewalOf);
  // A holder that fails between our insert and our look is gone: the period is free, so try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db.insert(transactions).values(values).onConflictDoNothing().returning();
    if (row) return { row, created: true };
    const same = await findTransaction(db, values.id);
    if (same) return { row: same, created: false };
    const [holder] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.subscriptionId, values.subscriptionId), ne(transactions.status, 'failed'), sql`(${transactions.metadata} ->> 'renewalOf') = ${periodEnd}`));
    if (holder) return { heldBy: holder };
  }
  throw new Error(`could not claim the period of subscription ${values.subscriptionId}`);
}

/** A pending transaction now waits for the cardholder's bank (3-D Secure), under the provider's intent id. */
export async function awaitingAuthentication(db: Db, id: string, intentId: string, metadata: Record<string, unknown>): Promise<TransactionRow> {
  await db
    .update(transactions)
    .set({ status: 'requires_action', providerChargeId: intentId, metadata })
    .where(and(eq(transactions.id, id), inArray(transactions.status, ['pending', 'requires_action'])));
  return (await findTransaction(db, id))!;
}

/** Moves an unsettled transaction (pending, or waiting for 3-D Secure) to its outcome; a settled one is left alone, so settling twice is harmless. */
export async function settleTransaction(
  db: Db,
  id: string,
  outcome: Pick<NewTransactionRow, 'status' | 'failureCode' | 'providerChargeId' | 'subscriptionId'>,
): Promise<TransactionRow> {
  await db
    .update(transactions)
    .set(outcome)
    .where(and(eq(transactions.id, id), inArray(transactions.status, ['pending', 'requires_action'])));
  return (await findTransaction(db, id))!;
}

/** Pending transactions of a provider older than `before`: written, but never settled. */
export async function pendingTransactions(db: Db, provider: 'sandbox' | 'stripe', before: Date): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.provider, provider), eq(transactions.status, 'pending'), lt(transactions.createdAt, before)));
}

/** The money given back on a payment, oldest first: its receipt lists each refund. */
export async function listSucceededRefunds(db: Db, txId: string): Promise<{ amount: number; createdAt: Date }[]> {
  return db
    .select({ amount: refunds.amount, createdAt: refunds.createdAt })
    .from(refunds)
    .where(and(eq(refunds.transactionId, txId), eq(refunds.status, 'succeeded')))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** A subscription's renewal charges still waiting for 3-D Secure. */
export async function waitingAuthentications(db: Db, subscriptionId: string): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.subscriptionId, subscriptionId), eq(transactions.status, 'requires_action')));
}
