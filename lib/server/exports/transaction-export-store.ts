import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema/members';
import { transactions } from '../db/schema/payments';

/** The instants a transactions export covers: [start, end). */
export interface ExportBounds {
  start: Date;
  end: Date;
}

/**
 * Where the previous batch stopped. `at` is the timestamp as Postgres prints it: a JavaScript
 * Date keeps milliseconds and the column holds microseconds, so a Date cursor would skip or
 * repeat rows created in the same millisecond.
 */
export interface TransactionCursor {
  at: string;
  id: string;
}

const inBounds = (bounds: ExportBounds) => and(gte(transactions.createdAt, bounds.start), lt(transactions.createdAt, bounds.end));

/** How many transactions an export of `bounds` will write: one COUNT, for the progress bar. */
export async function countTransactionsBetween(db: Db, bounds: ExportBounds): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(transactions).where(inBounds(bounds));
  return row?.rows ?? 0;
}

/** One batch of an export, oldest first, after `cursor` (keyset: every batch costs the same, the millionth row too). */
export function transactionBatchAfter(db: Db, bounds: ExportBounds, cursor: TransactionCursor | null, limit: number) {
  const after = cursor ? sql`(${transactions.createdAt}, ${transactions.id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
  return db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      cursorAt: sql<string>`${transactions.createdAt}::text`,
      memberUid: transactions.memberUid,
      email: members.email,
      amount: transactions.amount,
      refundedAmount: transactions.refundedAmount,
      status: transactions.status,
      paymentType: transactions.paymentType,
      billingInterval: transactions.billingInterval,
      placement: transactions.placement,
      provider: transactions.provider,
      description: transactions.description,
    })
    .from(transactions)
    .leftJoin(members, eq(members.uid, transactions.memberUid))
    .where(and(inBounds(bounds), after))
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .limit(limit);
}

export type TransactionExportRow = Awaited<ReturnType<typeof transactionBatchAfter>>[number];
