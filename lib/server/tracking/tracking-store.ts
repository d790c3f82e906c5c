import type { Db } from '../db/client';
import { analyticsEvents } from '../db/schema/tracking';

type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvent(db: Db, values: NewAnalyticsEventRow): Promise<{ id: number }> {
  const [row] = await db.insert(analyticsEvents).values(values).returning({ id: analyticsEvents.id });
  if (!row) throw new Error('analytics event insert returned no row');
  return row;
}
