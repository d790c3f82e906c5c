import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CardUpdateLinkView, CardUpdatePayment, PayWithCardUpdateLinkBody } from '@/lib/schemas/payments';
import type { Caller } from '../../auth/verify-id-token';
import { AppError } from '../../http/errors';
import { findMemberByUid } from '../../members/member-store';
import { AuthenticationRequired, CardDeclined, type Customer, type OverdueRenewalPayment } from '../../providers/payments/payment-provider';
import { awaitAuthentication } from '../authentication-service';
import { isDuePeriod, parseSubject } from './card-update-link';
import type { PaymentDeps } from '../payment-deps';
import { cardDeclined } from '../payment-errors';
import { saveCard } from '../payment-method-service';
import { findPaymentMethodById } from '../payment-method-store';
import { recoveryOf } from './payment-recovery';
import { abandonWaitingRenewals } from './renewal-retry';
import { settleDeclined, settleSucceeded } from '../settlement-service';
import { findSubscriptionById, type DonationSubscriptionRow, updateSubscriptionRow } from '../subscription-store';
import { claimPeriodCharge, toTransaction, upsertByChargeId } from '../transaction-store';

const linkInvalid = () => new AppError('LINK_INVALID', 400, 'This link is not valid. Use the link in your most recent email, or sign in to update your card.');
const linkExpired = () => new AppError('LINK_EXPIRED', 410, 'This link has expired. Sign in to update your card, or wait for our next email.');
const linkUsed = () => new AppError('LINK_USED', 409, 'This payment has already been made: nothing more is due, and nothing was charged again.');
const linkEnded = () => new AppError('SUBSCRIPTION_ENDED', 409, 'This subscription has ended, so nothing is due. You can start your support again from the donate page.');
const linkNotYours = () => new AppError('LINK_NOT_YOURS', 403, 'This link is for another supporter’s subscription. Sign out, or ask them to open it.');

/** The subscription an update-card link names, while its payment is due; every other case is its own 4xx. */
async function dueSubscription(deps: PaymentDeps, token: string): Promise<DonationSubscriptionRow> {
  const claims = recoveryOf(deps).links.read(token);
  const subject = claims && parseSubject(claims.subject);
  const row = subject ? await findSubscriptionById(deps.db, subject.subscriptionId) : undefined;
  if (!claims || !subject || !row) throw linkInvalid();
  if (claims.expired) throw linkExpired();
  if (row.status === 'DELETED') throw linkEnded();
  if (!isDuePeriod(row, subject)) throw linkUsed();
  return row;
}

const STATES: Record<string, 'invalid' | 'expired' | 'paid' | 'ended'> = { LINK_INVALID: 'invalid', LINK_EXPIRED: 'expired', LINK_USED: 'paid', SUBSCRIPTION_ENDED: 'ended' };

/** The update-card page: what is due through this link, or why nothing is. */
export async function describeCardUpdateLink(deps: PaymentDeps, token: string): Promise<CardUpdateLinkView> {
  try {
    const row = await dueSubscription(deps, token);
    const card = row.paymentMethodId ? await findPaymentMethodById(deps.db, row.paymentMethodId) : undefined;
    return { state: 'due', amount: row.amount, billingInterval: row.billingInterval, card: card ? { brand: card.brand, last4: card.last4 } : null };
  } catch (error) {
    const state = error instanceof AppError ? STATES[error.code] : undefined;
    if (!state) throw error;
    return { state };
  }
}

type Due = { row: DonationSubscriptionRow; customer: Customer; paymentMethodId: string };

const linkInProgress = () =>
  new AppError('PAYMENT_IN_PROGRESS', 409, 'A payment for this subscription is already under way. Wait a moment, then open the link again to see how it went.');

/**
 * The sandbox: the renewal is our row, charged like a payment. The charge's intent claims the
 * period first (decision 236), so a second card sent through the link at the same moment, or a
 * renewal retry, finds it taken and charges nothing; the same card again (a double click) is the
 * same charge. The card becomes the subscription's once it has paid (settlement-service.ts).
 */
async function chargeDueRenewal(deps: PaymentDeps, { row, customer, paymentMethodId }: Due): Promise<CardUpdatePayment> {
  const txId = `tx_${createHash('sha256').update(`card-update\0${row.id}\0${row.currentPeriodEnd.toISOString()}\0${paymentMethodId}`).digest('hex').slice(0, 32)}`;
  const card = await saveCard(deps, customer, paymentMethodId, `${txId}_card`, 'pay');
  await abandonWaitingRenewals(deps, row.id);
  const claimed = await claimPeriodCharge(deps.db, {
    id: txId,
    memberUid: row.memberUid,
    subscriptionId: row.id,
    paymentMethodId: card.id,
    provider: deps.provider.name,
    providerChargeId: `pending_${txId}`,
    amount: row.amount,
    paymentType: 'SUBSCRIPTION',
    billingInterval: row.billingInterval,
    status: 'pending',
    description: row.billingInterval === 'MONTHLY' ? 'Monthly subscription' : 'Yearly subscription',
    metadata: { renewalOf: row.currentPeriodEnd.toISOString(), via: 'update-card-link' },
    placement: row.placement,
    createdAt: deps.clock(),
  });
  if ('heldBy' in claimed) throw claimed.heldBy.status === 'succeeded' ? linkUsed() : linkInProgress();
  const { row: tx, created } = claimed;
  if (!created && tx.status === 'succeeded') return { state: 'paid', transaction: toTransaction(tx) };
  try {
    const { providerChargeId } = await deps.provider.charge({
      customer,
      providerPaymentMethodId: card.providerPaymentMethodId,
      amount: tx.amount,
      description: tx.description,
      idempotencyKey: tx.id,
      metadata: { txId: tx.id, subscriptionId: row.id },
    });
    const settled = await settleSucceeded(deps, tx, providerChargeId);
    return { state: 'paid', transaction: settled.transaction };
  } catch (error) {
    if (error instanceof AuthenticationRequired) {
      const waiting = await awaitAuthentication(deps, tx, error.pending);
      return { state: 'requires_action', transaction: waiting.transaction, nextAction: waiting.nextAction };
    }
    if (!(error instanceof CardDeclined)) throw error;
    await settleDeclined(deps, tx, error.declineCode, error.chargeId);
    throw cardDeclined(error.declineCode, tx.id);
  }
}

/**
 * Stripe (decision 237): the new card pays the open invoice of the failed renewal, under a key
 * from the period and the card; Stripe pays an invoice once, so two cards at once cannot both be
 * charged. The invoice's row (written by its `invoice.payment_failed`) becomes paid, or is written
 * now; its `invoice.paid` webhook then finds it as it is.
 */
async function payOpenInvoice(deps: PaymentDeps, { row, customer, paymentMethodId }: Due): Promise<CardUpdatePayment> {
  const period = Math.floor(row.currentPeriodEnd.getTime() / 1000);
  const card = await saveCard(deps, customer, paymentMethodId, `card-update_${row.id}_${period}_${paymentMethodId}_card`, 'pay');
  let payment: OverdueRenewalPayment;
  try {
    payment = await deps.provider.payOverdueRenewal({
      providerSubscriptionId: row.providerSubscriptionId,
      providerPaymentMethodId: card.providerPaymentMethodId,
      idempotencyKey: `card-update_${row.id}_${period}_${card.providerPaymentMethodId}`,
    });
  } catch (error) {
    if (error instanceof AuthenticationRequired) {
      // Stripe's invoice holds the attempt until the cardholder answers; its row comes by webhook.
      return { state: 'requires_action', transaction: null, nextAction: { type: 'authenticate', provider: 'stripe', intentId: error.pending.intentId, clientSecret: error.pending.clientSecret } };
    }
    if (error instanceof CardDeclined) throw cardDeclined(error.declineCode);
    throw error;
  }
  if (payment.status === 'nothing_due') throw linkUsed();
  const paid = await deps.db.transaction(async (db) => {
    const recorded = await upsertByChargeId(db as unknown as typeof deps.db, {
      id: `tx_${randomUUID()}`,
      memberUid: row.memberUid,
      subscriptionId: row.id,
      paymentMethodId: card.id,
      provider: 'stripe',
      providerChargeId: payment.providerChargeId,
      amount: payment.amount,
      paymentType: 'SUBSCRIPTION',
      billingInterval: row.billingInterval,
      status: 'succeeded',
      failureCode: null,
      description: row.billingInterval === 'MONTHLY' ? 'Monthly subscription' : 'Yearly subscription',
      placement: row.placement,
      createdAt: payment.paidAt,
    });
    await updateSubscriptionRow(db as unknown as typeof deps.db, row.id, { status: 'ACTIVE', paymentMethodId: card.id, failedRenewals: 0, nextRetryAt: null, updatedAt: deps.clock() });
    return recorded;
  });
  return { state: 'paid', transaction: toTransaction(paid) };
}

/**
 * POST /api/payments/update-card: what is due is paid once with the supporter's new card, which
 * becomes the subscription's. A link used already, expired, forged or for a subscription that is
 * not the signed-in member's changes nothing (decision 233).
 */
export async function payWithCardUpdateLink(deps: PaymentDeps, caller: Caller | null, body: z.output<typeof PayWithCardUpdateLinkBody>): Promise<CardUpdatePayment> {
  const row = await dueSubscription(deps, body.token);
  if (caller && !caller.isAnonymous && caller.uid !== row.memberUid) throw linkNotYours();
  const member = await findMemberByUid(deps.db, row.memberUid);
  if (!member) throw linkInvalid();
  const due = { row, customer: { uid: member.uid, email: member.email, name: member.name, providerCustomerId: member.stripeCustomerId }, paymentMethodId: body.paymentMethodId };
  return deps.provider.name === 'sandbox' ? chargeDueRenewal(deps, due) : payOpenInvoice(deps, due);
}
