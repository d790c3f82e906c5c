import { sql } from 'drizzle-orm';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { NZ_TIME_ZONE } from '@/lib/dates/nz-time';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema/payments';
import { analyticsEventDays, analyticsEvents, rollUpMarks } from '../db/schema/tracking';
import { ANALYTICS_ROLL_UP } from '../tracking/analytics-roll-up-store';
import { asNumber, type MonthList, placementKey, rowsOf, within, withinMonths } from './revenue-sql-store';

/**
 * `donation_button_click` events per placement (their data's `placement`), over the months. Days
 * the retention job has rolled up are read from their daily totals (analytics_event_days), the
 * days after from the raw events, split at the roll-up's mark in the same statement, so each click
 * is counted once whether or not its raw row still exists (decision 248).
 */
export async function donateClicksByPlacement(db: Db, months: MonthList) {
  const e = analyticsEvents;
  const d = analyticsEventDays;
  const click = ANALYTICS_EVENTS.donationButtonClick;
  const result = await db.execute(sql`
    WITH mark AS (
      SELECT coalesce((SELECT through FROM ${rollUpMarks} WHERE name = ${ANALYTICS_ROLL_UP}), '1900-01-01'::date) AS through
    ),
    clicks AS (
      SELECT ${d.placement} AS placement, ${d.events} AS clicks
      FROM ${d}
      WHERE ${d.name} = ${click} AND ${d.nzDay} <= (SELECT through FROM mark) AND ${withinMonths(d.nzDay, months)}
      UNION ALL
      SELECT ${placementKey(sql`(${e.data} ->> 'placement')`)}, 1
      FROM ${e}
      WHERE ${e.name} = ${click} AND ${within(e.createdAt, months)}
        AND ${e.createdAt} >= ((SELECT through + 1 FROM mark)::timestamp AT TIME ZONE ${NZ_TIME_ZONE})
    )
    SELECT placement, sum(clicks)::int AS clicks FROM clicks GROUP BY placement`);
  return rowsOf<{ placement: string; clicks: number }>(result).map((row) => ({ placement: row.placement, clicks: Number(row.clicks) }));
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
