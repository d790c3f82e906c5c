import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Subscription } from '@/lib/schemas/payments';
import type { Db } from '../db/client';
import { paymentMethods, subscriptions } from '../db/schema/payments';
import { recordSubscriptionEvent, type SubscriptionChangeCause, subscriptionChangeKinds, type SubscriptionEventRow } from './subscription-event-store';

export type DonationSubscriptionRow = typeof subscriptions.$inferSelect;
export type NewDonationSubscriptionRow = typeof subscriptions.$inferInsert;
type CardSummary = { brand: string; last4: string } | null;

export function toSubscription(row: DonationSubscriptionRow, card: CardSummary): Subscription {
  return {
    subscriptionId: row.id,
    paymentMethodId: row.paymentMethodId,
    amount: row.amount,
    currency: 'NZD',
    billingInterval: row.billingInterval,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    endsAt: row.status === 'DELETED' || row.cancelAtPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
    // Once the last skipped period is running, the next payment is simply its end.
    pausedUntil: row.status !== 'DELETED' && row.pausedUntil && row.pausedUntil > row.currentPeriodEnd ? row.pausedUntil.toISOString() : null,
    card,
  };
}

/** The member's subscriptions with their cards, newest first. */
export async function listOwnSubscriptions(db: Db, uid: string): Promise<Subscription[]> {
  const rows = await db
    .select({ subscription: subscriptions, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(subscriptions)
    .leftJoin(paymentMethods, eq(paymentMethods.id, subscriptions.paymentMethodId))
    .where(eq(subscriptions.memberUid, uid))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map((row) => toSubscription(row.subscription, row.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null));
}

export async function findOwnSubscription(db: Db, uid: string, id: string): Promise<DonationSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.memberUid, uid)));
  return row;
}

export async function findSubscriptionById(db: Db, id: string): Promise<DonationSubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string): Promise<DonationSubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

/** Inserts a subscription once per provider plan, with its `created` event; a second insert of the plan answers the first row and records nothing. */
export async function insertSubscription(db: Db, values: NewDonationSubscriptionRow, cause?: SubscriptionChangeCause): Promise<DonationSubscriptionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(subscriptions).values(values).onConflictDoNothing({ target: subscriptions.providerSubscriptionId }).returning();
    if (!row) return (await findSubscriptionByProviderId(tx, values.providerSubscriptionId))!;
    await recordSubscriptionEvent(tx, row, 'created', cause, row.createdAt);
    return row;
  });
}

/**
 * The one way a subscription row changes: the row is locked, changed, and what the change means
 * (paused, cancelled, …) is added to its history in the same database transaction, so no path
 * that changes a subscription can leave its history behind.
 */
export async function updateSubscriptionRow(
  db: Db,
  id: string,
  patch: Partial<Omit<NewDonationSubscriptionRow, 'id'>>,
  cause?: SubscriptionChangeCause,
): Promise<DonationSubscriptionRow> {
  return (await changeSubscriptionRow(db, id, patch, cause)).after;
}

/** A subscription row before and after one change, and the history events the change recorded. */
export interface SubscriptionRowChange {
  before: DonationSubscriptionRow;
  after: DonationSubscriptionRow;
  events: SubscriptionEventRow[];
}

/** updateSubscriptionRow, answering what it recorded too: a caller that tells the member about a change keys the email on its event. */
export async function changeSubscriptionRow(
  db: Db,
  id: string,
  patch: Partial<Omit<NewDonationSubscriptionRow, 'id'>>,
  cause?: SubscriptionChangeCause,
): Promise<SubscriptionRowChange> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (!before) throw new Error(`subscription ${id} vanished`);
    const [after] = await tx.update(subscriptions).set(patch).where(eq(subscriptions.id, id)).returning();
    if (!after) throw new Error(`subscription ${id} vanished`);
    const events: SubscriptionEventRow[] = [];
    for (const kind of subscriptionChangeKinds(before, after)) events.push(await recordSubscriptionEvent(tx, after, kind, cause, patch.updatedAt));
    return { before, after, events };
  });
}

/** Live subscriptions of a member, to point at a new card. */
export async function liveSubscriptions(db: Db, uid: string): Promise<DonationSubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.memberUid, uid), ne(subscriptions.status, 'DELETED')));
}

/** How many of a member's subscriptions were ended for `reason` (account deletion counts its own, however often it is retried). */
export async function countSubscriptionsEndedFor(db: Db, uid: string, reason: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(subscriptions)
    .where(and(eq(subscriptions.memberUid, uid), eq(subscriptions.status, 'DELETED'), eq(subscriptions.cancelReason, reason)));
  return row?.count ?? 0;
}

/** Sandbox subscriptions whose paid period has run out and whose next retry (if past due) has come, oldest first. */
export async function dueSandboxSubscriptions(db: Db, now: Date, limit: number): Promise<DonationSubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'sandbox'),
        inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE']),
        lte(subscriptions.currentPeriodEnd, now),
        or(isNull(subscriptions.nextRetryAt), lte(subscriptions.nextRetryAt, now)),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
}
