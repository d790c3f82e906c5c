import type { AnalyticsEventBody } from '@/lib/schemas/analytics-event';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { insertAnalyticsEvent } from './tracking-store';

/**
 * Stores one analytics event, already checked by AnalyticsEventBody. The member comes from the
 * verified bearer only; the email is what the browser sent (SPEC §4: events are keyed by it).
 */
export async function recordAnalyticsEvent(db: Db, event: AnalyticsEventBody, caller: Caller | null): Promise<{ id: number }> {
  return insertAnalyticsEvent(db, { name: event.eventName, data: event.eventData, email: event.email ?? null, memberUid: caller?.uid ?? null });
}
