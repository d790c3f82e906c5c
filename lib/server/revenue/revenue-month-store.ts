import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refunds, subscriptionEvents } from '../db/schema/business';
import { subscriptions, transactions } from '../db/schema/payments';
import { revenuePaymentMonths } from '../db/schema/revenue';
import { asNumber, type MonthList, monthBucket, monthOfBucket, placementKey, rowsOf, within, withinMonths } from './revenue-sql-store';

// Each query answers a month's figures several ways in one pass (GROUPING SETS): for the whole
// month (placement and interval null), per placement (interval null) and per interval
// (placement null). A placement key is never null (CASE … ELSE 'unknown'), nor is an interval,
// so the nulls say which set a row belongs to. Only these grouped rows leave the database.

export interface GroupKey {
  month: string;
  placement: string | null;
  interval: string | null;
}

const grouped = (month: unknown, placement: unknown, interval: unknown) => sql`GROUPING SETS ((${month}), (${month}, ${placement}), (${month}, ${interval}))`;

const withMonth = <R extends { bucket: number }>(months: MonthList, rows: R[]) =>
  rows.flatMap(({ bucket, ...rest }) => {
    const month = monthOfBucket(months, Number(bucket));
    return month ? [{ month, ...rest }] : [];
  });

interface PaymentRow {
  month: string;
  placement: string | null;
  interval: string | null;
  oneOffTotal: number;
  recurringTakings: number;
  gifts: number;
  averageGift: number | null;
  medianGift: number | null;
}

/**
 * Money taken: one-off gifts and subscription charges (succeeded, or refunded since), net of
 * refunds, with the count, mean and median of the amounts charged. It reads the roll-up the
 * database keeps beside the transactions (revenue_payment_months, decision 203): already a
 * histogram of month × placement × interval × amount (donation amounts cluster on the presets),
 * from which every figure, the median too, is worked out, so a year's half-million payments are a
 * few thousand rows. A fourth set, placement × interval, gives the one-off gifts per placement
 * that conversion counts.
 */
export async function paymentFiguresByMonth(db: Db, months: MonthList) {
  const r = revenuePaymentMonths;
  const result = await db.execute(sql`
    WITH taken AS (
      SELECT to_char(${r.nzMonth}, 'YYYY-MM') AS month, ${placementKey(r.placement)} AS placement, ${r.billingInterval} AS interval, ${r.amount} AS amount,
        sum(${r.payments})::int AS n,
        coalesce(sum(${r.amount}::bigint * ${r.payments} - ${r.refunded}) FILTER (WHERE ${r.paymentType} = 'PAY_WHAT_YOU_WANT'), 0) AS one_off,
        coalesce(sum(${r.amount}::bigint * ${r.payments} - ${r.refunded}) FILTER (WHERE ${r.paymentType} = 'SUBSCRIPTION'), 0) AS recurring
      FROM ${r}
      WHERE ${r.payments} > 0 AND ${withinMonths(r.nzMonth, months)}
      GROUP BY 1, 2, 3, 4
    ),
    by_amount AS (
      SELECT month, placement, interval, amount, sum(n)::int AS n, sum(one_off) AS one_off, sum(recurring) AS recurring
      FROM taken
      GROUP BY GROUPING SETS ((month, amount), (month, placement, amount), (month, interval, amount), (month, placement, interval, amount))
    ),
    ranked AS (
      SELECT *,
        sum(n) OVER (PARTITION BY month, placement, interval ORDER BY amount) AS upto,
        sum(n) OVER (PARTITION BY month, placement, interval) AS total
      FROM by_amount
    )
    SELECT month, placement, interval,
      sum(one_off)::float8 AS "oneOffTotal",
      sum(recurring)::float8 AS "recurringTakings",
      sum(n)::int AS gifts,
      round(sum(amount::numeric * n) / sum(n))::float8 AS "averageGift",
      -- percentile_cont(0.5): the mean of the amounts at positions (n + 1) / 2 and n / 2 + 1 (integer division), the same one when n is odd.
      round((min(amount) FILTER (WHERE upto >= (total + 1) / 2) + min(amount) FILTER (WHERE upto >= total / 2 + 1))::numeric / 2)::float8 AS "medianGift"
    FROM ranked
    GROUP BY month, placement, interval`);
  const wanted = new Set(months);
  const rows = rowsOf<PaymentRow>(result).filter((row) => wanted.has(row.month));
  return {
    monthly: rows.filter((row) => row.placement === null || row.interval === null),
    /** Placement × interval cells, for conversion. */
    cells: rows.filter((row) => row.placement !== null && row.interval !== null),
  };
}

/** Members whose subscriptions started, ended, paused or came back, from the subscriptions' history. */
export async function supporterFiguresByMonth(db: Db, months: MonthList) {
  const month = monthBucket(subscriptionEvents.createdAt, months);
  const placement = placementKey(subscriptions.placement);
  const interval = sql<string>`${subscriptionEvents.billingInterval}`;
  const members = (...kinds: string[]) =>
    asNumber(sql`count(DISTINCT ${subscriptionEvents.memberUid}) FILTER (WHERE ${subscriptionEvents.kind} IN (${sql.join(kinds.map((kind) => sql.raw(`'${kind}'`)), sql`, `)}))`);
  const rows = await db
    .select({
      bucket: month,
      placement,
      interval,
      newSupporters: members('created'),
      churnedSupporters: members('canceled', 'lapsed'),
      pausedSupporters: members('paused'),
      reactivatedSupporters: members('resumed', 'reactivated'),
    })
    .from(subscriptionEvents)
    .leftJoin(subscriptions, eq(subscriptions.id, subscriptionEvents.subscriptionId))
    .where(and(inArray(subscriptionEvents.kind, ['created', 'canceled', 'lapsed', 'paused', 'resumed', 'reactivated']), within(subscriptionEvents.createdAt, months)))
    .groupBy(grouped(month, placement, interval));
  return withMonth(months, rows);
}

/** Money given back, by the month of the refund; placement and interval are the refunded payment's. */
export async function refundFiguresByMonth(db: Db, months: MonthList) {
  const month = monthBucket(refunds.createdAt, months);
  const placement = placementKey(transactions.placement);
  const interval = sql<string>`${transactions.billingInterval}`;
  const rows = await db
    .select({ bucket: month, placement, interval, refunds: asNumber(sql`coalesce(sum(${refunds.amount}), 0)`) })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(and(eq(refunds.status, 'succeeded'), within(refunds.createdAt, months)))
    .groupBy(grouped(month, placement, interval));
  return withMonth(months, rows);
}
