import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { RecurringInterval } from '@/lib/schemas/payments';
import { DONATION_PRODUCT_ID, periodOf } from '../../providers/payments/stripe-payment-provider';
import { cardUpdateUrl } from '../recovery/card-update-link';
import type { PaymentDeps } from '../payment-deps';
import { queueReceiptEmail, queueWelcomeEmail } from '../payment-emails';
import { findPaymentMethodByProviderId } from '../payment-method-store';
import { queueRenewalFailedNotice, queueRenewalNeedsAuthenticationNotice, queueSubscriptionLapsedNotice } from '../recovery/payment-notices';
import { recoveryOf } from '../recovery/payment-recovery';
import { declineCodeOf } from '../reconcile-service';
import { settleDeclined, settleSucceeded } from '../settlement-service';
import { InvoicePayload, PaymentIntentPayload, SubscriptionPayload } from './stripe-event-payloads';
import type { StripeWebhookDeps } from './stripe-webhook-service';
import { queueSubscriptionChangeEmails } from '../subscription-change-emails';
import { changeSubscriptionRow, findSubscriptionByProviderId, insertSubscription, type DonationSubscriptionRow } from '../subscription-store';
import { findTransaction, upsertByChargeId } from '../transaction-store';

/**
 * The database half of an event: runs in the transaction that records the event id, and queues
 * the emails it causes in it (decision 261), so a rolled-back event tells no one and a committed
 * one cannot lose its notice.
 */
export type StripeEventWork = (deps: PaymentDeps) => Promise<void>;

interface Handler {
  /** Events about a customer we do not know yet wait until we do. */
  needsMember: boolean;
  /** Reads what the work needs from Stripe (outside the database transaction). */
  prepare(deps: StripeWebhookDeps, object: unknown, memberUid: string | null): Promise<StripeEventWork>;
}

const INTERVALS: Record<string, RecurringInterval> = { month: 'MONTHLY', year: 'YEARLY' };

function statusOf(subscription: Stripe.Subscription): DonationSubscriptionRow['status'] {
  // Our DELETED means "renewal has ended", which Stripe says with cancel_at_period_end.
  if (subscription.cancel_at_period_end || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return 'DELETED';
  // Unpaid: Stripe's retries are used up and it takes no more payments (decision 235), a lapse like canceled.
  if (subscription.status === 'unpaid') return 'DELETED';
  if (subscription.status === 'past_due') return 'PAST_DUE';
  return 'ACTIVE';
}

/** Stripe ended the plan, or stopped charging it, because its renewal could not be paid: the supporter's lapse. */
const endedUnpaid = (subscription: Stripe.Subscription) =>
  subscription.status === 'unpaid' || (subscription.status === 'canceled' && subscription.cancellation_details?.reason === 'payment_failed');

const fromSeconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/**
 * The lapse notice, queued by whichever event first finds the plan ended unpaid (the invoice's last
 * failure, `customer.subscription.updated` to unpaid or canceled, `.deleted`): its key queues it
 * once. Answers whether the plan has lapsed.
 */
async function queueLapseNotice(deps: PaymentDeps, plan: DonationSubscriptionRow | null, current: Stripe.Subscription): Promise<boolean> {
  if (!plan || plan.status !== 'DELETED' || !endedUnpaid(current)) return false;
  await queueSubscriptionLapsedNotice(deps.db, plan, { restartUrl: new URL('/donate', recoveryOf(deps).siteUrl).href });
  return true;
}

const isRenewal = (invoice: InvoicePayload) => invoice.billing_reason === 'subscription_cycle';

/** One attempt at one invoice: Stripe's Smart Retries make several, each its own notice. */
const attemptName = (invoice: InvoicePayload) => `${invoice.id}:${invoice.attempt_count ?? 1}`;

/**
 * Whether Stripe's attempt at a renewal invoice waits for the cardholder's bank (3-D Secure): then
 * `invoice.payment_action_required` tells the supporter how to confirm it, and the
 * `invoice.payment_failed` Stripe also sends is no decline to report.
 */
async function waitsForAuthentication(stripe: Stripe, invoiceId: string): Promise<boolean> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
  const payment = payments.data[0]?.payment.payment_intent;
  const intentId = typeof payment === 'string' ? payment : payment?.id;
  if (!intentId) return false;
  return (await stripe.paymentIntents.retrieve(intentId)).status === 'requires_action';
}

/**
 * Our row made to match Stripe's current subscription, fetched afresh: whatever order events
 * arrive in, the last one applied leaves the row as Stripe has it now.
 */
async function syncSubscription(deps: PaymentDeps, memberUid: string, subscription: Stripe.Subscription): Promise<DonationSubscriptionRow | null> {
  const item = subscription.items.data[0];
  const interval = INTERVALS[item?.price.recurring?.interval ?? ''];
  if (!item || !interval) return null;
  // The Stripe account may sell other things (a print edition): only donation plans are ours.
  const product = typeof item.price.product === 'string' ? item.price.product : item.price.product?.id;
  if (product !== DONATION_PRODUCT_ID) return null;
  const period = periodOf(subscription);
  const cardId = typeof subscription.default_payment_method === 'string' ? subscription.default_payment_method : (subscription.default_payment_method?.id ?? null);
  const card = cardId ? await findPaymentMethodByProviderId(deps.db, memberUid, cardId) : undefined;
  const fields = {
    amount: item.price.unit_amount ?? 0,
    billingInterval: interval,
    status: statusOf(subscription),
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(card ? { paymentMethodId: card.id } : {}),
    updatedAt: deps.clock(),
  };
  const existing = await findSubscriptionByProviderId(deps.db, subscription.id);
  if (existing) {
    // A change our row did not have yet (made in Stripe's dashboard) is confirmed to the member;
    // Stripe echoing a change the site made finds the row changed already and records nothing (decision 268).
    const change = await changeSubscriptionRow(deps.db, existing.id, fields);
    await queueSubscriptionChangeEmails(deps.db, change, 'payment-system', deps.clock());
    return change.after;
  }
  // A plan our own call is still creating (or one that replaced another) is written by that call.
  if (subscription.metadata.txId || subscription.metadata.replaces) return null;
  // A plan started outside the site (Stripe's dashboard): a new supporter all the same.
  const plan = await insertSubscription(deps.db, {
    id: `subscr_${randomUUID()}`,
    memberUid,
    provider: 'stripe',
    providerSubscriptionId: subscription.id,
    createdAt: deps.clock(),
    ...fields,
  });
  await queueWelcomeEmail(deps.db, plan);
  return plan;
}

const subscriptionEvent: Handler = {
  needsMember: true,
  async prepare(deps, object, memberUid) {
    const { id } = SubscriptionPayload.parse(object);
    const current = await deps.stripe.subscriptions.retrieve(id);
    return async (scoped) => {
      if (!memberUid) return;
      await queueLapseNotice(scoped, await syncSubscription(scoped, memberUid, current), current);
    };
  },
};

function invoiceEvent(outcome: 'succeeded' | 'failed'): Handler {
  return {
    needsMember: true,
    async prepare(deps, object, memberUid) {
      const invoice = InvoicePayload.parse(object);
      const details = invoice.parent?.subscription_details;
      const current = details ? await deps.stripe.subscriptions.retrieve(details.subscription) : null;
      const asksCardholder = outcome === 'failed' && isRenewal(invoice) && (await waitsForAuthentication(deps.stripe, invoice.id));
      return async (scoped) => {
        const amount = outcome === 'succeeded' ? invoice.amount_paid : invoice.amount_due;
        if (!memberUid || amount === 0) return;
        const intent = details?.metadata?.txId ? await findTransaction(scoped.db, details.metadata.txId) : undefined;
        // The first invoice of a plan waiting for 3-D Secure in the donor's browser: confirm-payment settles it.
        if (intent?.status === 'requires_action') return;
        if (intent?.status === 'pending' && current) {
          // The first invoice of a plan whose creating call has not settled yet (or died).
          const period = periodOf(current);
          if (outcome === 'succeeded') await settleSucceeded(scoped, intent, invoice.id, { providerSubscriptionId: current.id, periodStart: period.start, periodEnd: period.end });
          else await settleDeclined(scoped, intent, 'card_declined', invoice.id);
          return;
        }
        const plan = current ? await syncSubscription(scoped, memberUid, current) : null;
        if (!plan || !current || intent?.providerChargeId === invoice.id) return;
        const recorded = await upsertByChargeId(scoped.db, {
          id: `tx_${randomUUID()}`,
          memberUid,
          subscriptionId: plan.id,
          paymentMethodId: plan.paymentMethodId,
          provider: 'stripe',
          providerChargeId: invoice.id,
          amount,
          paymentType: 'SUBSCRIPTION',
          billingInterval: plan.billingInterval,
          status: outcome,
          failureCode: outcome === 'failed' ? 'card_declined' : null,
          description: plan.billingInterval === 'MONTHLY' ? 'Monthly subscription' : 'Yearly subscription',
          createdAt: new Date(invoice.created * 1000),
        });
        // A renewal Stripe took: its receipt, once per transaction however often the event comes.
        if (recorded.status === 'succeeded') await queueReceiptEmail(scoped.db, recorded, scoped.tax);
        const lapsed = await queueLapseNotice(scoped, plan, current);
        if (outcome === 'succeeded' || !isRenewal(invoice) || asksCardholder || lapsed) return;
        // A late failure of an invoice paid since (events out of order): nothing to tell.
        if (recorded.status !== 'failed' || plan.status !== 'PAST_DUE') return;
        // A declined renewal, as the sandbox tells it (decision 232): Stripe's Smart Retries are the schedule.
        await queueRenewalFailedNotice(scoped.db, plan, attemptName(invoice), { nextRetryAt: fromSeconds(invoice.next_payment_attempt), updateCardUrl: cardUpdateUrl(scoped, plan) });
      };
    },
  };
}

/**
 * `invoice.payment_action_required`: a renewal's bank asks the cardholder, who is not there, to
 * confirm (3-D Secure). They are told, with Stripe's hosted invoice page to confirm it on and our
 * update-card link for another card. Nothing is recorded: `invoice.payment_failed` or `.paid` does that.
 */
const paymentActionRequired: Handler = {
  needsMember: true,
  async prepare(deps, object, memberUid) {
    const invoice = InvoicePayload.parse(object);
    const details = invoice.parent?.subscription_details;
    const current = details && isRenewal(invoice) ? await deps.stripe.subscriptions.retrieve(details.subscription) : null;
    return async (scoped) => {
      if (!memberUid || !current) return;
      const plan = await syncSubscription(scoped, memberUid, current);
      if (!plan || plan.status === 'DELETED') return;
      const updateCardUrl = cardUpdateUrl(scoped, plan);
      await queueRenewalNeedsAuthenticationNotice(scoped.db, plan, attemptName(invoice), {
        confirmUrl: invoice.hosted_invoice_url ?? updateCardUrl,
        updateCardUrl,
        nextRetryAt: fromSeconds(invoice.next_payment_attempt),
      });
    };
  },
};

function paymentIntentEvent(outcome: 'succeeded' | 'failed'): Handler {
  return {
    needsMember: false,
    async prepare(_deps, object) {
      const intent = PaymentIntentPayload.parse(object);
      return async (scoped) => {
        const txId = intent.metadata?.txId;
        const tx = txId ? await findTransaction(scoped.db, txId) : undefined;
        // Only a one-off intent still pending here needs us: the creating call settles the rest.
        if (!tx || tx.status !== 'pending' || tx.billingInterval !== 'ONE_OFF') return;
        if (outcome === 'succeeded') await settleSucceeded(scoped, tx, intent.id);
        else await settleDeclined(scoped, tx, declineCodeOf(intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null), intent.id);
      };
    },
  };
}

/** The events to enable on the Stripe endpoint (docs/operations.md); any other type is answered 200 and ignored. */
export const stripeEventHandlers: Record<string, Handler> = {
  'customer.subscription.created': subscriptionEvent,
  'customer.subscription.updated': subscriptionEvent,
  'customer.subscription.deleted': subscriptionEvent,
  'invoice.paid': invoiceEvent('succeeded'),
  'invoice.payment_failed': invoiceEvent('failed'),
  'invoice.payment_action_required': paymentActionRequired,
  'payment_intent.succeeded': paymentIntentEvent('succeeded'),
  'payment_intent.payment_failed': paymentIntentEvent('failed'),
};
