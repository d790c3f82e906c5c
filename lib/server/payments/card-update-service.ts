import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { CardUpdateLinkView, CardUpdatePayment, PayWithCardUpdateLinkBody } from '@/lib/schemas/payments';
import type { Caller } from '../auth/verify-id-token';
import { AppError } from '../http/errors';
import { findMemberByUid } from '../members/member-store';
import { AuthenticationRequired, CardDeclined } from '../providers/payments/payment-provider';
import { awaitAuthentication } from './authentication-service';
import { isDuePeriod, parseSubject } from './card-update-link';
import type { PaymentDeps } from './payment-deps';
import { cardDeclined } from './payment-errors';
import { saveCard } from './payment-method-service';
import { findPaymentMethodById } from './payment-method-store';
import { recoveryOf } from './payment-recovery';
import { abandonWaitingRenewals } from './renewal-retry';
import { settleDeclined, settleSucceeded } from './settlement-service';
import { findSubscriptionById, type DonationSubscriptionRow, updateSubscriptionRow } from './subscription-store';
import { insertIntent, toTransaction } from './transaction-store';

const linkInvalid = () => new AppError('LINK_INVALID', 400, 'This link is not valid. Use the link in your most recent email, or sign in to update your card.');
const linkExpired = () => new AppError('LINK_EXPIRED', 410, 'This link has expired. Sign in to update your card, or wait for our next email.');
const linkUsed = () => new AppError('LINK_USED', 409, 'This payment has already been made: nothing more is due, and nothing was charged again.');
const linkEnded = () => new AppError('SUBSCRIPTION_ENDED', 409, 'This subscription has ended, so nothing is due. You can start your support again from the donate page.');
const linkNotYours = () => new AppError('LINK_NOT_YOURS', 403, 'This link is for another supporter’s subscription. Sign out, or ask them to open it.');
const stripeManaged = () => new AppError('LINK_STRIPE_RETRIES', 409, 'Stripe retries this payment itself: update your card from your profile.');

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

/**
 * POST /api/payments/update-card: the supporter's new card becomes the subscription's, and what is
 * due is charged once (the charge's key follows from the period and the card, so a double click or
 * a retry is the same charge). A link used already, expired, forged or for a subscription that is
 * not the signed-in member's changes nothing (decision 233).
 */
export async function payWithCardUpdateLink(deps: PaymentDeps, caller: Caller | null, body: z.output<typeof PayWithCardUpdateLinkBody>): Promise<CardUpdatePayment> {
  const row = await dueSubscription(deps, body.token);
  if (caller && !caller.isAnonymous && caller.uid !== row.memberUid) throw linkNotYours();
  if (deps.provider.name !== 'sandbox') throw stripeManaged();
  const member = await findMemberByUid(deps.db, row.memberUid);
  if (!member) throw linkInvalid();
  const customer = { uid: member.uid, email: member.email, name: member.name, providerCustomerId: member.stripeCustomerId };
  const txId = `tx_${createHash('sha256').update(`card-update\0${row.id}\0${row.currentPeriodEnd.toISOString()}\0${body.paymentMethodId}`).digest('hex').slice(0, 32)}`;
  const card = await saveCard(deps, customer, body.paymentMethodId, `${txId}_card`, 'pay');
  await abandonWaitingRenewals(deps, row.id);
  await deps.provider.setSubscriptionCard(row.providerSubscriptionId, card.providerPaymentMethodId);
  await updateSubscriptionRow(deps.db, row.id, { paymentMethodId: card.id, updatedAt: deps.clock() });
  const { row: tx, created } = await insertIntent(deps.db, {
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
    metadata: { renewalOf: row.currentPeriodEnd.toISOString() },
    placement: row.placement,
    createdAt: deps.clock(),
  });
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
