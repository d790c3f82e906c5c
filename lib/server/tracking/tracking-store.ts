import type { Db } from '../db/client';
import { analyticsEvents, clientLogs } from '../db/schema/tracking';

type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;
type NewClientLogRow = typeof clientLogs.$inferInsert;

export async function insertAnalyticsEvent(db: Db, values: NewAnalyticsEventRow): Promise<{ id: number }> {
  const [row] = await db.insert(analyticsEvents).values(values).returning({ id: analyticsEvents.id });
  if (!row) throw new Error('analytics event insert returned no row');
  return row;
}

export async function insertClientLog(db: Db, values: NewClientLogRow): Promise<{ id: number }> {
  const [row] = await db.insert(clientLogs).values(values).returning({ id: clientLogs.id });
  if (!row) throw new Error('client log insert returned no row');
  return row;
}
