import { and, eq, sql } from 'drizzle-orm';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema/payments';
import { analyticsEvents } from '../db/schema/tracking';
import { asNumber, type MonthList, placementKey, within } from './revenue-sql-store';

/** `donation_button_click` events per placement (their data's `placement`), over the months. */
export async function donateClicksByPlacement(db: Db, months: MonthList) {
  const placement = placementKey(sql`(${analyticsEvents.data} ->> 'placement')`);
  return db
    .select({ placement, clicks: asNumber(sql`count(*)`) })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.name, ANALYTICS_EVENTS.donationButtonClick), within(analyticsEvents.createdAt, months)))
    .groupBy(placement);
}

/**
 * Subscriptions started per placement over the months. A subscription row is written only when
 * its first charge succeeds (settlement-service), with the placement of that charge, so each
 * is one paid first donation; renewals make no row (decision 193). One-off gifts per placement
 * come from the payments' histogram (paymentFiguresByMonth).
 */
export async function subscriptionsStartedByPlacement(db: Db, months: MonthList) {
  const placement = placementKey(subscriptions.placement);
  return db
    .select({ placement, donations: asNumber(sql`count(*)`) })
    .from(subscriptions)
    .where(within(subscriptions.createdAt, months))
    .groupBy(placement);
}
