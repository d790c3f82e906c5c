import type { AnalyticsEventBody } from '@/lib/schemas/analytics-event';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { insertAnalyticsEvent } from './tracking-store';

/**
 * Stores one analytics event, already checked by AnalyticsEventBody. With a verified bearer, the
 * member and the email are the token's (decision 119: a member cannot file events under another
 * member's email); without one (a beacon carries no token), the email is what the browser sent
 * (SPEC §4: events are keyed by it).
 */
export async function recordAnalyticsEvent(db: Db, event: AnalyticsEventBody, caller: Caller | null): Promise<{ id: number }> {
  return insertAnalyticsEvent(db, {
    name: event.eventName,
    data: event.eventData,
    email: caller ? (caller.email?.toLowerCase() ?? null) : (event.email ?? null),
    memberUid: caller?.uid ?? null,
  });
}
