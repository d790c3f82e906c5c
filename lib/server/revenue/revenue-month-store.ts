import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refunds, subscriptionEvents } from '../db/schema/business';
import { subscriptions, transactions } from '../db/schema/payments';
import { asNullableNumber, asNumber, nzMonth, placementKey, within } from './revenue-sql-store';

// Each query answers one month's figures three ways in one pass (GROUPING SETS): for the whole
// month (placement and interval null), per placement (interval null) and per interval
// (placement null). A placement key is never null (CASE … ELSE 'unknown'), nor is an interval,
// so the nulls say which set a row belongs to. Only these grouped rows leave the database.

export interface MonthRange {
  /** First month, 'YYYY-MM'. */
  start: string;
  /** The month after the last, 'YYYY-MM'. */
  endExclusive: string;
}

export interface GroupKey {
  month: string;
  placement: string | null;
  interval: string | null;
}

const grouped = (month: unknown, placement: unknown, interval: unknown) => sql`GROUPING SETS ((${month}), (${month}, ${placement}), (${month}, ${interval}))`;

/** Money taken: one-off gifts and subscription charges (succeeded, or refunded since), net of refunds. */
export async function paymentFiguresByMonth(db: Db, range: MonthRange) {
  const month = nzMonth(transactions.createdAt);
  const placement = placementKey(transactions.placement);
  const interval = sql<string>`${transactions.billingInterval}`;
  const net = sql`${transactions.amount} - ${transactions.refundedAmount}`;
  return db
    .select({
      month,
      placement,
      interval,
      oneOffTotal: asNumber(sql`coalesce(sum(${net}) FILTER (WHERE ${transactions.paymentType} = 'PAY_WHAT_YOU_WANT'), 0)`),
      recurringTakings: asNumber(sql`coalesce(sum(${net}) FILTER (WHERE ${transactions.paymentType} = 'SUBSCRIPTION'), 0)`),
      gifts: asNumber(sql`count(*)`),
      averageGift: asNullableNumber(sql`round(avg(${transactions.amount}))`),
      medianGift: asNullableNumber(sql`round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ${transactions.amount}))::numeric)`),
    })
    .from(transactions)
    .where(and(inArray(transactions.status, ['succeeded', 'refunded']), within(transactions.createdAt, range)))
    .groupBy(grouped(month, placement, interval));
}

/** Members whose subscriptions started, ended, paused or came back, from the subscriptions' history. */
export async function supporterFiguresByMonth(db: Db, range: MonthRange) {
  const month = nzMonth(subscriptionEvents.createdAt);
  const placement = placementKey(subscriptions.placement);
  const interval = sql<string>`${subscriptionEvents.billingInterval}`;
  const members = (...kinds: string[]) =>
    asNumber(sql`count(DISTINCT ${subscriptionEvents.memberUid}) FILTER (WHERE ${subscriptionEvents.kind} IN (${sql.join(kinds.map((kind) => sql.raw(`'${kind}'`)), sql`, `)}))`);
  return db
    .select({
      month,
      placement,
      interval,
      newSupporters: members('created'),
      churnedSupporters: members('canceled', 'lapsed'),
      pausedSupporters: members('paused'),
      reactivatedSupporters: members('resumed', 'reactivated'),
    })
    .from(subscriptionEvents)
    .leftJoin(subscriptions, eq(subscriptions.id, subscriptionEvents.subscriptionId))
    .where(and(inArray(subscriptionEvents.kind, ['created', 'canceled', 'lapsed', 'paused', 'resumed', 'reactivated']), within(subscriptionEvents.createdAt, range)))
    .groupBy(grouped(month, placement, interval));
}

/** Money given back, by the month of the refund; placement and interval are the refunded payment's. */
export async function refundFiguresByMonth(db: Db, range: MonthRange) {
  const month = nzMonth(refunds.createdAt);
  const placement = placementKey(transactions.placement);
  const interval = sql<string>`${transactions.billingInterval}`;
  return db
    .select({ month, placement, interval, refunds: asNumber(sql`coalesce(sum(${refunds.amount}), 0)`) })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(and(eq(refunds.status, 'succeeded'), within(refunds.createdAt, range)))
    .groupBy(grouped(month, placement, interval));
}
