import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema/payments';
import { asNumber } from './revenue-sql-store';

/**
 * What recurring support stands at `now`, over ACTIVE subscriptions (the renewal index's first
 * column). A subscription paused until after `now` counts as paused, not in MRR. MRR adds a
 * yearly amount as a twelfth, exactly (numeric), and is rounded to the cent once, at the end;
 * ARR is that exact sum × 12, rounded once too, so a yearly $100 is $100 of ARR, not $99.96.
 */
export async function recurringNow(db: Db, now: Date) {
  const paused = sql`(${subscriptions.pausedUntil} IS NOT NULL AND ${subscriptions.pausedUntil} > ${now.toISOString()}::timestamptz)`;
  const monthly = sql`(CASE WHEN ${subscriptions.billingInterval} = 'YEARLY' THEN ${subscriptions.amount}::numeric / 12 ELSE ${subscriptions.amount}::numeric END)`;
  const [row] = await db
    .select({
      mrr: asNumber(sql`round(coalesce(sum(${monthly}) FILTER (WHERE NOT ${paused}), 0))`),
      arr: asNumber(sql`round(coalesce(sum(${monthly}) FILTER (WHERE NOT ${paused}), 0) * 12)`),
      activeSupporters: asNumber(sql`count(DISTINCT ${subscriptions.memberUid}) FILTER (WHERE NOT ${paused})`),
      pausedSupporters: asNumber(sql`count(DISTINCT ${subscriptions.memberUid}) FILTER (WHERE ${paused})`),
    })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'ACTIVE'));
  return row ?? { mrr: 0, arr: 0, activeSupporters: 0, pausedSupporters: 0 };
}
