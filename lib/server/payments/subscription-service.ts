import type { z } from 'zod';
import type { CancelSubscriptionBody, PauseSubscriptionBody, ResumeSubscriptionBody, Subscription, SubscriptionChange, UpdateSubscriptionBody } from '@/lib/schemas/payments';
import type { Caller } from '../auth/verify-id-token';
import { notFound } from '../http/errors';
import { payingCustomer } from './payment-customer';
import type { PaymentDeps } from './payment-deps';
import { pauseEnd } from '@/lib/dates/billing-period';
import { pausePastDue, pauseYearly, subscriptionEnded } from './payment-errors';
import { findOwnPaymentMethod, type PaymentMethodRow } from './payment-method-store';
import type { Db } from '../db/client';
import type { SubscriptionChangeCause } from './subscription-event-store';
import { queueEndedNowEmail, queueSubscriptionChangeEmails } from './subscription-change-emails';
import { changeSubscriptionRow, type DonationSubscriptionRow, findOwnSubscription, listOwnSubscriptions, liveSubscriptions, toSubscription, updateSubscriptionRow } from './subscription-store';

export const listSubscriptions = (deps: Pick<PaymentDeps, 'db'>, caller: Caller): Promise<Subscription[]> => listOwnSubscriptions(deps.db, caller.uid);

const summary = (card: PaymentMethodRow | undefined) => (card ? { brand: card.brand, last4: card.last4 } : null);

/** The brand and last digits of the card a subscription pays with, as its answers show them. */
async function cardOf(deps: Pick<PaymentDeps, 'db'>, caller: Caller, row: { paymentMethodId: string | null }) {
  return summary(row.paymentMethodId ? await findOwnPaymentMethod(deps.db, caller.uid, row.paymentMethodId) : undefined);
}

/**
 * Changes amount, interval and card. Nothing is charged or credited now: the paid period runs
 * out as it is, and the new plan applies from its end (`effectiveFrom`).
 */
export async function updateSubscription(deps: PaymentDeps, caller: Caller, body: z.output<typeof UpdateSubscriptionBody>): Promise<SubscriptionChange> {
  const row = await findOwnSubscription(deps.db, caller.uid, body.subscriptionId);
  if (!row) throw notFound('Subscription');
  if (row.status === 'DELETED') throw subscriptionEnded();
  const card = await findOwnPaymentMethod(deps.db, caller.uid, body.paymentMethodId);
  if (!card) throw notFound('Payment method');
  const effectiveFrom = row.status === 'PAST_DUE' ? deps.clock() : row.currentPeriodEnd;
  const customer = await payingCustomer(deps, caller);
  const changed = await deps.provider.changeSubscription({
    providerSubscriptionId: row.providerSubscriptionId,
    amount: body.amount,
    interval: body.billingInterval,
    providerPaymentMethodId: card.providerPaymentMethodId,
    effectiveFrom: row.currentPeriodEnd,
    // A retry of this change reuses the key; the same change made again later (after others) does not.
    idempotencyKey: `change_${row.id}_${row.updatedAt.getTime()}_${body.amount}_${body.billingInterval}_${card.id}`,
    customer,
    description: 'Subscription',
  });
  const updated = await applyChange(deps, row, {
    amount: body.amount,
    billingInterval: body.billingInterval,
    paymentMethodId: card.id,
    providerSubscriptionId: changed.providerSubscriptionId,
    // A new Stripe plan replaced the old one, whose running-out a webhook may already have reported.
    ...(changed.providerSubscriptionId !== row.providerSubscriptionId ? { status: 'ACTIVE' as const, cancelAtPeriodEnd: false } : {}),
    // A pause counts monthly payments; a new interval starts a plan without one (decision 76).
    ...(body.billingInterval !== row.billingInterval ? { pausedUntil: null } : {}),
    // A past-due plan given another card is tried with it at the next run, not at the next retry (decision 232).
    ...(card.id !== row.paymentMethodId ? { nextRetryAt: null } : {}),
    updatedAt: deps.clock(),
  });
  return { subscription: toSubscription(updated, summary(card)), effectiveFrom: effectiveFrom.toISOString() };
}

/**
 * Who changes a subscription besides its member: staff pass their uid and reason (kept in the
 * subscription's history) and the audit record, written in the database transaction of the change.
 */
export interface SubscriptionActor {
  cause?: SubscriptionChangeCause;
  alongside?: (tx: Db, before: DonationSubscriptionRow, after: DonationSubscriptionRow) => Promise<void>;
}

/**
 * Writes a change the provider has made: the row, its history, the actor's audit and the member's
 * confirmation of each recorded event (decision 267), in one database transaction.
 */
async function applyChange(
  deps: PaymentDeps,
  row: DonationSubscriptionRow,
  patch: Parameters<typeof updateSubscriptionRow>[2],
  actor: SubscriptionActor = {},
): Promise<DonationSubscriptionRow> {
  return deps.db.transaction(async (tx) => {
    const change = await changeSubscriptionRow(tx, row.id, patch, actor.cause);
    await actor.alongside?.(tx, row, change.after);
    await queueSubscriptionChangeEmails(tx, change, 'site', deps.clock());
    // A plan cancelled at its period's end, then ended now by the newsroom, records no new event; the member is told all the same.
    if (change.events.length === 0 && change.before.status === 'DELETED' && change.after.currentPeriodEnd < change.before.currentPeriodEnd) {
      await queueEndedNowEmail(tx, change.after, deps.clock());
    }
    return change.after;
  });
}

/**
 * Ends renewal: the subscription is DELETED at once and stays paid up to its period end, or
 * (`now`, staff only) ends there and then. Cancelling a cancelled subscription changes nothing.
 */
export async function cancelSubscriptionRow(
  deps: PaymentDeps,
  row: DonationSubscriptionRow,
  /** `reason` is a code (the member's CancelReason, 'staff', 'account_deleted'); staff's own words go in the actor's cause. */
  change: { reason: string; when: 'period_end' | 'now' },
  actor: SubscriptionActor = {},
): Promise<DonationSubscriptionRow> {
  const now = deps.clock();
  const endsNow = change.when === 'now' && row.currentPeriodEnd > now;
  if (row.status === 'DELETED' && !endsNow) return row;
  await deps.provider.cancelSubscription(row.providerSubscriptionId, change.when);
  return applyChange(
    deps,
    row,
    {
      status: 'DELETED',
      cancelAtPeriodEnd: !endsNow,
      canceledAt: now,
      cancelReason: change.reason,
      ...(endsNow ? { currentPeriodEnd: now } : {}),
      updatedAt: now,
    },
    actor,
  );
}

/** Skips monthly payments until `resumesAt` (a period's end); pausing again replaces the pause. */
export async function pauseSubscriptionRow(deps: PaymentDeps, row: DonationSubscriptionRow, resumesAt: Date, actor: SubscriptionActor = {}): Promise<DonationSubscriptionRow> {
  if (row.status === 'DELETED') throw subscriptionEnded();
  if (row.status === 'PAST_DUE') throw pausePastDue();
  if (row.billingInterval !== 'MONTHLY') throw pauseYearly();
  await deps.provider.pauseSubscription(row.providerSubscriptionId, resumesAt);
  return applyChange(deps, row, { pausedUntil: resumesAt, updatedAt: deps.clock() }, actor);
}

/** Ends a pause now; a subscription without a pause is answered as it is. */
export async function resumeSubscriptionRow(deps: PaymentDeps, row: DonationSubscriptionRow, actor: SubscriptionActor = {}): Promise<DonationSubscriptionRow> {
  if (row.status === 'DELETED') throw subscriptionEnded();
  if (!row.pausedUntil) return row;
  await deps.provider.pauseSubscription(row.providerSubscriptionId, null);
  return applyChange(deps, row, { pausedUntil: null, updatedAt: deps.clock() }, actor);
}

/** Ends renewal: the subscription is DELETED at once and stays paid up to `endsAt`. Cancelling twice answers the same. */
export async function cancelSubscription(deps: PaymentDeps, caller: Caller, body: z.output<typeof CancelSubscriptionBody>): Promise<{ subscription: Subscription; endsAt: string }> {
  const row = await findOwnSubscription(deps.db, caller.uid, body.subscriptionId);
  if (!row) throw notFound('Subscription');
  const card = await cardOf(deps, caller, row);
  const updated = await cancelSubscriptionRow(deps, row, { reason: body.reason ?? 'member', when: 'period_end' });
  return { subscription: toSubscription(updated, card), endsAt: updated.currentPeriodEnd.toISOString() };
}

/**
 * Skips the next `months` monthly payments: the paid period runs out as it is, and the first
 * payment after the pause is `months` periods after it (the renewal job and Stripe's
 * pause_collection skip the ones between). Pausing again replaces the pause.
 */
export async function pauseSubscription(deps: PaymentDeps, caller: Caller, body: z.output<typeof PauseSubscriptionBody>): Promise<{ subscription: Subscription; resumesAt: string }> {
  const row = await findOwnSubscription(deps.db, caller.uid, body.subscriptionId);
  if (!row) throw notFound('Subscription');
  const resumesAt = pauseEnd(row.currentPeriodEnd, body.months);
  const updated = await pauseSubscriptionRow(deps, row, resumesAt);
  const card = await cardOf(deps, caller, row);
  return { subscription: toSubscription(updated, card), resumesAt: resumesAt.toISOString() };
}

/** Ends a pause now: the next payment is at the end of the current period. Resuming twice answers the same. */
export async function resumeSubscription(deps: PaymentDeps, caller: Caller, body: z.output<typeof ResumeSubscriptionBody>): Promise<{ subscription: Subscription }> {
  const row = await findOwnSubscription(deps.db, caller.uid, body.subscriptionId);
  if (!row) throw notFound('Subscription');
  if (row.status === 'DELETED') throw subscriptionEnded();
  const card = await cardOf(deps, caller, row);
  return { subscription: toSubscription(await resumeSubscriptionRow(deps, row), card) };
}

/** create-payment-method with isSub: the member's live subscriptions pay with this card from their next charge. */
export async function moveSubscriptionsToCard(deps: PaymentDeps, uid: string, card: PaymentMethodRow): Promise<void> {
  for (const row of await liveSubscriptions(deps.db, uid)) {
    if (row.paymentMethodId === card.id) continue;
    await deps.provider.setSubscriptionCard(row.providerSubscriptionId, card.providerPaymentMethodId);
    // A past-due plan is tried with the new card at the next run, not at its next retry (decision 232).
    await updateSubscriptionRow(deps.db, row.id, { paymentMethodId: card.id, nextRetryAt: null, updatedAt: deps.clock() });
  }
}
