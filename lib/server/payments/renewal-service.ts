import { createHash } from 'node:crypto';
import { AuthenticationRequired, CardDeclined } from '../providers/payments/payment-provider';
import { awaitAuthentication } from './authentication-service';
import { abandonWaitingRenewals, recordFailedRenewal } from './recovery/renewal-retry';
import { deleteExpiredKeys, KEY_LIFETIME_MS } from './idempotency/idempotency-store';
import type { PaymentDeps } from './payment-deps';
import { findPaymentMethodById } from './payment-method-store';
import { findMemberByUid } from '../members/member-store';
import { settleDeclined, settleSucceeded } from './settlement-service';
import { addInterval } from '@/lib/dates/billing-period';
import { dueSandboxSubscriptions, findOwnSubscription, type DonationSubscriptionRow, updateSubscriptionRow } from './subscription-store';
import type { Caller } from '../auth/verify-id-token';
import { notFound } from '../http/errors';
import { claimPeriodCharge } from './transaction-store';

export interface RenewalReport {
  renewed: number;
  declined: number;
  /** Periods that began without a payment because the member paused. */
  paused: number;
  /** Subscriptions whose last retry failed: renewal has ended (decision 232). */
  lapsed: number;
}

// One renewal attempt per period, try and card: each retry of the schedule (decision 232) is a
// charge of its own, and a run that finds an attempt made already does not charge again.
const renewalTxId = (row: DonationSubscriptionRow) =>
  `tx_${createHash('sha256').update(`renewal\0${row.id}\0${row.currentPeriodEnd.toISOString()}\0${row.paymentMethodId ?? ''}\0${row.failedRenewals}`).digest('hex').slice(0, 32)}`;

async function renewOne(deps: PaymentDeps, row: DonationSubscriptionRow): Promise<'renewed' | 'declined' | 'paused' | 'lapsed' | 'skipped'> {
  if (row.pausedUntil && row.currentPeriodEnd < row.pausedUntil) {
    // Like an invoice Stripe voids during pause_collection: the period turns over, unpaid.
    await updateSubscriptionRow(deps.db, row.id, { currentPeriodStart: row.currentPeriodEnd, currentPeriodEnd: addInterval(row.currentPeriodEnd, row.billingInterval), updatedAt: deps.clock() });
    return 'paused';
  }
  const card = row.paymentMethodId ? await findPaymentMethodById(deps.db, row.paymentMethodId) : undefined;
  const member = await findMemberByUid(deps.db, row.memberUid);
  if (!card || !member) return 'skipped';
  await abandonWaitingRenewals(deps, row.id);
  const claimed = await claimPeriodCharge(deps.db, {
    id: renewalTxId(row),
    memberUid: row.memberUid,
    subscriptionId: row.id,
    paymentMethodId: card.id,
    provider: 'sandbox',
    providerChargeId: `pending_${renewalTxId(row)}`,
    amount: row.amount,
    paymentType: 'SUBSCRIPTION',
    billingInterval: row.billingInterval,
    status: 'pending',
    description: row.billingInterval === 'MONTHLY' ? 'Monthly subscription' : 'Yearly subscription',
    metadata: { renewalOf: row.currentPeriodEnd.toISOString() },
    placement: row.placement,
    createdAt: deps.clock(),
  });
  // Another attempt holds this period (a payment through the update-card link under way): it decides.
  if ('heldBy' in claimed) return 'skipped';
  const { row: tx, created } = claimed;
  if (!created && tx.status !== 'pending') return 'skipped';
  try {
    const { providerChargeId } = await deps.provider.charge({
      customer: { uid: member.uid, email: member.email, name: member.name, providerCustomerId: member.stripeCustomerId },
      providerPaymentMethodId: card.providerPaymentMethodId,
      amount: tx.amount,
      description: tx.description,
      idempotencyKey: tx.id,
      metadata: { txId: tx.id, subscriptionId: row.id },
      offSession: true,
    });
    await settleSucceeded(deps, tx, providerChargeId);
    return 'renewed';
  } catch (error) {
    if (error instanceof AuthenticationRequired) {
      // The bank asks a cardholder who is not here: the charge waits for them, and they are told.
      const { pending } = error;
      return recordFailedRenewal(deps, row, { pending, record: (scoped) => awaitAuthentication(scoped, tx, pending) });
    }
    if (!(error instanceof CardDeclined)) throw error;
    const { declineCode, chargeId } = error;
    return recordFailedRenewal(deps, row, { record: (scoped) => settleDeclined(scoped, tx, declineCode, chargeId) });
  }
}

/**
 * The browser journeys' "a renewal is due now" (POST /api/test/renewal-due, decision 238): the
 * caller's own subscription's paid period is made to end a minute ago and that one renewal is run
 * as the job would. Another member's subscription, or none, is a 404; the sandbox only.
 */
export async function renewOwnSubscriptionNow(deps: PaymentDeps, caller: Caller, body: { subscriptionId: string }): Promise<{ outcome: Awaited<ReturnType<typeof renewOne>> }> {
  const row = await findOwnSubscription(deps.db, caller.uid, body.subscriptionId);
  if (!row || row.status === 'DELETED' || deps.provider.name !== 'sandbox') throw notFound('Subscription');
  const periodEnd = new Date(deps.clock().getTime() - 60_000);
  const periodStart = new Date(periodEnd);
  if (row.billingInterval === 'MONTHLY') periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
  else periodStart.setUTCFullYear(periodStart.getUTCFullYear() - 1);
  const due = await updateSubscriptionRow(deps.db, row.id, { currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, nextRetryAt: null, updatedAt: deps.clock() });
  return { outcome: await renewOne(deps, due) };
}

/**
 * `npm run jobs:renew`: charges sandbox subscriptions whose paid period has ended and records
 * each charge as a transaction, like Stripe's invoices. Stripe renews its own subscriptions and
 * tells us by webhook. Also forgets idempotency keys older than 24 hours.
 */
export async function renewDueSubscriptions(deps: PaymentDeps): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, declined: 0, paused: 0, lapsed: 0 };
  await deleteExpiredKeys(deps.db, new Date(deps.clock().getTime() - KEY_LIFETIME_MS));
  if (deps.provider.name !== 'sandbox') return report;
  // A subscription months behind is charged once per run and period, catching up run by run.
  for (let round = 0; round < 24; round++) {
    const due = await dueSandboxSubscriptions(deps.db, deps.clock(), 100);
    let progressed = false;
    for (const row of due) {
      const outcome = await renewOne(deps, row);
      if (outcome === 'renewed') report.renewed++;
      if (outcome === 'declined') report.declined++;
      if (outcome === 'paused') report.paused++;
      if (outcome === 'lapsed') report.lapsed++;
      progressed ||= outcome === 'renewed' || outcome === 'paused';
    }
    if (!progressed) break;
  }
  return report;
}
