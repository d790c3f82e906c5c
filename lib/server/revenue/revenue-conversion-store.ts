import { and, eq, inArray, sql } from 'drizzle-orm';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import type { Db } from '../db/client';
import { subscriptions, transactions } from '../db/schema/payments';
import { analyticsEvents } from '../db/schema/tracking';
import type { MonthRange } from './revenue-month-store';
import { asNumber, placementKey, within } from './revenue-sql-store';

/** `donation_button_click` events per placement (their data's `placement`), over the months. */
export async function donateClicksByPlacement(db: Db, range: MonthRange) {
  const placement = placementKey(sql`(${analyticsEvents.data} ->> 'placement')`);
  return db
    .select({ placement, clicks: asNumber(sql`count(*)`) })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.name, ANALYTICS_EVENTS.donationButtonClick), within(analyticsEvents.createdAt, range)))
    .groupBy(placement);
}

/** One-off gifts taken per placement over the months (a first payment by nature). */
export async function oneOffGiftsByPlacement(db: Db, range: MonthRange) {
  const placement = placementKey(transactions.placement);
  return db
    .select({ placement, donations: asNumber(sql`count(*)`) })
    .from(transactions)
    .where(and(eq(transactions.paymentType, 'PAY_WHAT_YOU_WANT'), inArray(transactions.status, ['succeeded', 'refunded']), within(transactions.createdAt, range)))
    .groupBy(placement);
}

/**
 * Subscriptions started per placement over the months. A subscription row is written only when
 * its first charge succeeds (settlement-service), with the placement of that charge, so each
 * is one paid first donation; renewals make no row (decision 193).
 */
export async function subscriptionsStartedByPlacement(db: Db, range: MonthRange) {
  const placement = placementKey(subscriptions.placement);
  return db
    .select({ placement, donations: asNumber(sql`count(*)`) })
    .from(subscriptions)
    .where(within(subscriptions.createdAt, range))
    .groupBy(placement);
}
