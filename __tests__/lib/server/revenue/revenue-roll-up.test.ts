import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, getDb } from '@/lib/server/db/client';
import { refunds } from '@/lib/server/db/schema/business';
import { members } from '@/lib/server/db/schema/members';
import { transactions } from '@/lib/server/db/schema/payments';
import { moveMemberData } from '@/lib/server/members/merge-anonymous-store';

// The revenue roll-up (revenue_payment_months, decision 203) is kept by triggers on transactions.
// After every kind of change it must equal what the transactions themselves say, worked out here
// from the rows with a plain GROUP BY, never from the roll-up's own arithmetic.

const tag = randomUUID().slice(0, 8);
const [reader, anonymous] = [`rollup-reader-${tag}`, `rollup-anon-${tag}`];
// A placement of its own, so other tests' rows in the shared database stay out of the comparison.
const PLACEMENT = `rollup-${tag}`;

interface Cell {
  month: string;
  interval: string;
  type: string;
  amount: number;
  payments: number;
  refunded: number;
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The roll-up's cells for this test's placement, with money taken. */
const rolledUp = (db: Db) =>
  rows<Cell>(
    db,
    sql`SELECT to_char(nz_month, 'YYYY-MM') AS month, billing_interval AS interval, payment_type AS type, amount, payments, refunded::int AS refunded
      FROM revenue_payment_months WHERE placement = ${PLACEMENT} AND payments > 0 ORDER BY 1, 2, 3, 4`,
  );

/** The same cells straight from the transactions. */
const fromTransactions = (db: Db) =>
  rows<Cell>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM') AS month, billing_interval AS interval, payment_type AS type, amount,
        count(*)::int AS payments, sum(refunded_amount)::int AS refunded
      FROM transactions WHERE placement = ${PLACEMENT} AND status IN ('succeeded', 'refunded') GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  );

const mine = (amount: number) => and(eq(transactions.placement, PLACEMENT), eq(transactions.amount, amount));

let db: Db;
let serial = 0;

const pay = (amount: number, at: string, status: 'pending' | 'succeeded' | 'failed' | 'refunded' = 'succeeded', memberUid = reader) => {
  serial += 1;
  return {
    id: `tx_rollup_${tag}_${serial}`,
    memberUid,
    provider: 'sandbox' as const,
    providerChargeId: `ch_rollup_${tag}_${serial}`,
    amount,
    paymentType: 'PAY_WHAT_YOU_WANT' as const,
    billingInterval: 'ONE_OFF' as const,
    status,
    description: 'Koha',
    placement: PLACEMENT,
    createdAt: new Date(at),
  };
};

async function expectExact(expected: Omit<Cell, 'interval' | 'type'>[]) {
  const cells = await rolledUp(db);
  expect(cells).toEqual(await fromTransactions(db));
  expect(cells.map(({ month, amount, payments, refunded }) => ({ month, amount, payments, refunded }))).toEqual(expected);
}

beforeAll(async () => {
  db = await getDb();
  await db.insert(members).values([
    { uid: reader, email: `${reader}@example.nz`, name: 'Roll-up reader' },
    { uid: anonymous, email: null, name: null },
  ]);
}, 60_000);

describe('the revenue roll-up stays exact', () => {
  it('adds payments that took money as they are written, on their New Zealand month, and ignores pending and failed ones', async () => {
    await db.insert(transactions).values([
      pay(1_000, '2026-03-31T11:30:00Z'), // 1 April in New Zealand
      pay(1_000, '2026-04-02T02:00:00Z'),
      pay(2_500, '2026-04-03T02:00:00Z'),
      pay(5_000, '2026-04-04T02:00:00Z', 'pending'),
      pay(7_500, '2026-04-05T02:00:00Z', 'failed'),
      pay(3_000, '2026-03-30T02:00:00Z'),
    ]);
    await expectExact([
      { month: '2026-03', amount: 3_000, payments: 1, refunded: 0 },
      { month: '2026-04', amount: 1_000, payments: 2, refunded: 0 },
      { month: '2026-04', amount: 2_500, payments: 1, refunded: 0 },
    ]);
  });

  it('counts a pending payment once it succeeds, and never a failed one', async () => {
    await db.update(transactions).set({ status: 'succeeded' }).where(mine(5_000));
    await db.update(transactions).set({ status: 'failed' }).where(mine(7_500));
    await expectExact([
      { month: '2026-03', amount: 3_000, payments: 1, refunded: 0 },
      { month: '2026-04', amount: 1_000, payments: 2, refunded: 0 },
      { month: '2026-04', amount: 2_500, payments: 1, refunded: 0 },
      { month: '2026-04', amount: 5_000, payments: 1, refunded: 0 },
    ]);
  });

  it('takes off a refund written with its refunds row, in part and then in full (status refunded)', async () => {
    const [target] = await db.select({ id: transactions.id }).from(transactions).where(mine(2_500));
    const refund = async (amount: number, status?: 'refunded') =>
      db.transaction(async (tx) => {
        const key = randomUUID();
        await tx.insert(refunds).values({ id: `re_${key}`, transactionId: target!.id, amount, provider: 'sandbox', memberUid: reader, providerRefundId: `re_${key}`, idempotencyKey: key, status: 'succeeded', reason: 'Asked for', createdByUid: reader });
        await tx
          .update(transactions)
          .set({ refundedAmount: sql`${transactions.refundedAmount} + ${amount}`, ...(status ? { status } : {}) })
          .where(eq(transactions.id, target!.id));
      });
    await refund(1_000);
    await refund(1_500, 'refunded');
    await expectExact([
      { month: '2026-03', amount: 3_000, payments: 1, refunded: 0 },
      { month: '2026-04', amount: 1_000, payments: 2, refunded: 0 },
      { month: '2026-04', amount: 2_500, payments: 1, refunded: 2_500 },
      { month: '2026-04', amount: 5_000, payments: 1, refunded: 0 },
    ]);
  });

  it('does not count a payment twice when a member merge moves it to another member', async () => {
    await db.insert(transactions).values([pay(1_000, '2026-04-06T02:00:00Z', 'succeeded', anonymous), pay(4_000, '2026-04-06T03:00:00Z', 'pending', anonymous)]);
    await moveMemberData(db, anonymous, reader);
    const moved = await db.select({ n: sql<number>`count(*)::int` }).from(transactions).where(eq(transactions.memberUid, anonymous));
    expect(moved[0]?.n).toBe(0);
    await expectExact([
      { month: '2026-03', amount: 3_000, payments: 1, refunded: 0 },
      { month: '2026-04', amount: 1_000, payments: 3, refunded: 0 },
      { month: '2026-04', amount: 2_500, payments: 1, refunded: 2_500 },
      { month: '2026-04', amount: 5_000, payments: 1, refunded: 0 },
    ]);
  });

  it('takes off deleted payments, and a cell with none left is read as no payments at all', async () => {
    await db.delete(transactions).where(mine(3_000));
    await db.delete(transactions).where(mine(4_000));
    await expectExact([
      { month: '2026-04', amount: 1_000, payments: 3, refunded: 0 },
      { month: '2026-04', amount: 2_500, payments: 1, refunded: 2_500 },
      { month: '2026-04', amount: 5_000, payments: 1, refunded: 0 },
    ]);
  });

  it('keeps count through payments written at the same time', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => db.insert(transactions).values(pay(6_000, `2026-05-0${1 + (i % 3)}T02:00:00Z`))));
    const cells = await rolledUp(db);
    expect(cells).toEqual(await fromTransactions(db));
    expect(cells.find((cell) => cell.month === '2026-05')?.payments).toBe(12);
  });
});
