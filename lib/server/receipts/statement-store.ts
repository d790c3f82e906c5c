import { and, asc, eq, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema/members';
import { transactions } from '../db/schema/payments';

/** Money was taken: succeeded, or refunded (in full) since; pending and failed payments never took any. */
const tookMoney = inArray(transactions.status, ['succeeded', 'refunded']);

export interface StatementPaymentRow {
  id: string;
  amount: number;
  refundedAmount: number;
  description: string;
  createdAt: Date;
}

/** The member's payments that took money from `start` up to (not including) `end`, oldest first. */
export async function listPaymentsTakenBetween(db: Db, uid: string, start: Date, end: Date): Promise<StatementPaymentRow[]> {
  return db
    .select({ id: transactions.id, amount: transactions.amount, refundedAmount: transactions.refundedAmount, description: transactions.description, createdAt: transactions.createdAt })
    .from(transactions)
    .where(and(eq(transactions.memberUid, uid), tookMoney, gte(transactions.createdAt, start), lt(transactions.createdAt, end)))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

/** When the member gave and kept giving: each payment that took money and was not refunded in full. */
export async function listGivingTimes(db: Db, uid: string): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: transactions.createdAt })
    .from(transactions)
    .where(and(eq(transactions.memberUid, uid), tookMoney, gt(transactions.amount, transactions.refundedAmount)));
  return rows.map((row) => row.createdAt);
}

export interface StatementDonorRow {
  uid: string;
  email: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Members with an email who kept some of a gift made from `start` up to `end`, in uid order after
 * `afterUid`: one page of the April run. Walks members by their key and probes each one's payments
 * through transactions_member_created_idx, so each page costs the same however many payments a
 * year holds.
 */
export async function donorsBetween(db: Db, start: Date, end: Date, afterUid: string | null, limit: number): Promise<StatementDonorRow[]> {
  const gave = sql`exists (
    select 1 from ${transactions}
    where ${transactions.memberUid} = ${members.uid}
      and ${transactions.status} in ('succeeded', 'refunded')
      and ${transactions.amount} > ${transactions.refundedAmount}
      and ${transactions.createdAt} >= ${start.toISOString()}::timestamptz and ${transactions.createdAt} < ${end.toISOString()}::timestamptz
  )`;
  const rows = await db
    .select({ uid: members.uid, email: members.email, name: members.name, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(and(afterUid === null ? undefined : gt(members.uid, afterUid), isNotNull(members.email), gave))
    .orderBy(asc(members.uid))
    .limit(limit);
  return rows.map((row) => ({ ...row, email: row.email! }));
}
