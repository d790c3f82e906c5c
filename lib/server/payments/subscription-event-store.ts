import type { Db } from '../db/client';
import { subscriptionEvents } from '../db/schema/business';
import type { subscriptions } from '../db/schema/payments';

type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionEventKind = (typeof subscriptionEvents.$inferInsert)['kind'];
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;

/** Who changed a subscription and why: staff pass their uid; the member's own reason is read from the row. */
export interface SubscriptionChangeCause {
  actorUid?: string | null;
  reason?: string | null;
}

const time = (date: Date | null) => date?.getTime() ?? null;

/**
 * What a change of one subscription row means for its history (decision 196). Renewal ends when
 * the status becomes DELETED: `canceled` when someone ended it (cancel_at_period_end, or a cancel
 * time written by this change), otherwise `lapsed` (the provider ended it unpaid). A pause that
 * a new interval clears is part of the `changed` event, not a resume.
 */
export function subscriptionChangeKinds(before: SubscriptionRow, after: SubscriptionRow): SubscriptionEventKind[] {
  const kinds: SubscriptionEventKind[] = [];
  const planChanged = before.amount !== after.amount || before.billingInterval !== after.billingInterval;
  if (planChanged) kinds.push('changed');
  const wasLive = before.status !== 'DELETED';
  const isLive = after.status !== 'DELETED';
  if (wasLive && !isLive) kinds.push(after.cancelAtPeriodEnd || time(after.canceledAt) !== time(before.canceledAt) ? 'canceled' : 'lapsed');
  if (!wasLive && isLive) kinds.push('reactivated');
  if (wasLive && isLive && !planChanged && time(before.pausedUntil) !== time(after.pausedUntil)) kinds.push(after.pausedUntil ? 'paused' : 'resumed');
  return kinds;
}

/** One row of a subscription's history, written in the database transaction of the change itself; answers the row (its id keys the change's email). */
export async function recordSubscriptionEvent(
  db: Pick<Db, 'insert'>,
  row: SubscriptionRow,
  kind: SubscriptionEventKind,
  cause: SubscriptionChangeCause = {},
  at?: Date,
): Promise<SubscriptionEventRow> {
  const reason = cause.reason ?? (kind === 'canceled' ? row.cancelReason : null);
  const [event] = await db
    .insert(subscriptionEvents)
    .values({
      subscriptionId: row.id,
      memberUid: row.memberUid,
      kind,
      amount: row.amount,
      billingInterval: row.billingInterval,
      reason: reason ?? null,
      actorUid: cause.actorUid ?? null,
      ...(at ? { createdAt: at } : {}),
    })
    .returning();
  return event!;
}
