import Stripe from 'stripe';
import type { RecurringInterval } from '@/lib/schemas/payments';
import {
  AuthenticationRequired,
  CardDeclined,
  type CreatedSubscription,
  type DeclineCode,
  type OverdueRenewalPayment,
  type OverdueRenewalRequest,
  type PaymentProvider,
  type ProviderCard,
  RefundRefused,
  type SubscriptionRequest,
} from './payment-provider';
import { stripeCall, translateStripeError } from './stripe-errors';

/** One product for every donation; each plan's amount is inline price data (pay what you want). */
export const DONATION_PRODUCT_ID = 'panui_donation';

const STRIPE_INTERVAL: Record<RecurringInterval, 'month' | 'year'> = { MONTHLY: 'month', YEARLY: 'year' };

/**
 * stripe-node's fetch client: the same requests as its default Node http client, and the one msw
 * intercepts in tests (Stripe cannot be reached from here).
 */
export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2, appInfo: { name: 'panui' } });
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const fromSeconds = (value: number) => new Date(value * 1000);

function cardOf(method: Stripe.PaymentMethod): ProviderCard {
  if (!method.card) throw new CardDeclined('card_declined');
  return { providerPaymentMethodId: method.id, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
}

/** The paid period of a subscription: on its item since Stripe's 2025 API versions. */
export function periodOf(subscription: Stripe.Subscription): { start: Date; end: Date } {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  return { start: fromSeconds(item.current_period_start), end: fromSeconds(item.current_period_end) };
}

const invoiceId = (invoice: string | Stripe.Invoice | null) => (typeof invoice === 'string' ? invoice : (invoice?.id ?? null));

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Why an intent that did not succeed failed: a failed 3-D Secure check is the cardholder's bank saying no. */
function intentDeclineCode(intent: Stripe.PaymentIntent | null): DeclineCode {
  const error = intent?.last_payment_error;
  if (!error || error.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (error.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (error.code === 'expired_card') return 'expired_card';
  return 'card_declined';
}

/**
 * What Stripe refunds for one of our charge ids: a PaymentIntent (one-off gifts), a charge, or
 * the payment of an invoice (a subscription's charges are recorded by their invoice).
 */
async function refundTarget(stripe: Stripe, providerChargeId: string): Promise<{ payment_intent: string } | { charge: string }> {
  if (providerChargeId.startsWith('pi_')) return { payment_intent: providerChargeId };
  if (providerChargeId.startsWith('ch_') || providerChargeId.startsWith('py_')) return { charge: providerChargeId };
  if (!providerChargeId.startsWith('in_')) throw new RefundRefused(`Stripe has no payment ${providerChargeId} to refund.`);
  const payments = await stripe.invoicePayments.list({ invoice: providerChargeId, status: 'paid', limit: 1 });
  const payment = payments.data[0]?.payment;
  const intent = idOf(payment?.payment_intent);
  if (intent) return { payment_intent: intent };
  const charge = idOf(payment?.charge);
  if (charge) return { charge };
  throw new RefundRefused(`Stripe holds no paid payment for invoice ${providerChargeId}.`);
}

const paidInvoice = (invoice: Stripe.Invoice): OverdueRenewalPayment => ({
  status: 'paid',
  providerChargeId: invoice.id ?? '',
  amount: invoice.amount_paid,
  paidAt: fromSeconds(invoice.status_transitions?.paid_at ?? invoice.created),
});

/**
 * An invoice payment that stopped for 3-D Secure: the attempt's PaymentIntent, as Stripe holds it.
 * Still waiting: the cardholder confirms it with Stripe.js; paid or refused meanwhile: that.
 */
async function invoiceAttempt(stripe: Stripe, invoice: Stripe.Invoice): Promise<OverdueRenewalPayment> {
  const payments = await stripe.invoicePayments.list({ invoice: invoice.id ?? '', limit: 10 });
  const attempt = payments.data.find((payment) => payment.status === 'open') ?? payments.data.find((payment) => payment.is_default);
  const intentId = idOf(attempt?.payment.payment_intent);
  if (!intentId) throw new CardDeclined('card_declined');
  const intent = await stripe.paymentIntents.retrieve(intentId);
  if (intent.status === 'succeeded') return paidInvoice(await stripe.invoices.retrieve(invoice.id ?? ''));
  if (intent.status === 'requires_action' && intent.client_secret) throw new AuthenticationRequired({ intentId: intent.id, clientSecret: intent.client_secret });
  throw new CardDeclined(intentDeclineCode(intent), intent.id);
}

/**
 * An invoice that is no longer open: paid with this card (our own earlier attempt, say after its
 * 3-D Secure) answers as paid; paid another way (a second card at the same moment, a Smart Retry)
 * or closed is nothing due for this card. Null while it is still open.
 */
async function closedInvoice(stripe: Stripe, invoiceId: string, providerPaymentMethodId: string): Promise<OverdueRenewalPayment | null> {
  const invoice = await stripe.invoices.retrieve(invoiceId);
  if (invoice.status === 'open') return null;
  if (invoice.status !== 'paid') return { status: 'nothing_due' };
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
  const intentId = idOf(payments.data[0]?.payment.payment_intent);
  const intent = intentId ? await stripe.paymentIntents.retrieve(intentId) : null;
  return idOf(intent?.payment_method) === providerPaymentMethodId ? paidInvoice(invoice) : { status: 'nothing_due' };
}

/**
 * The update-card link with Stripe (decision 237): the new card pays the open invoice under our
 * key and, once it has, becomes the subscription's default (Smart Retries and later renewals use
 * it). Stripe pays an invoice once: one paid meanwhile by another card is nothing due for this one.
 */
async function payOverdueRenewal(stripe: Stripe, request: OverdueRenewalRequest): Promise<OverdueRenewalPayment> {
  const { providerSubscriptionId, providerPaymentMethodId, idempotencyKey } = request;
  const invoiceId = idOf((await stripe.subscriptions.retrieve(providerSubscriptionId)).latest_invoice);
  if (!invoiceId) return { status: 'nothing_due' };
  const payment = await payInvoice(stripe, invoiceId, providerPaymentMethodId, idempotencyKey);
  if (payment.status === 'paid') {
    await stripe.subscriptions.update(providerSubscriptionId, { default_payment_method: providerPaymentMethodId }, { idempotencyKey: `${idempotencyKey}_default` });
  }
  return payment;
}

async function payInvoice(stripe: Stripe, invoiceId: string, providerPaymentMethodId: string, idempotencyKey: string): Promise<OverdueRenewalPayment> {
  const closed = await closedInvoice(stripe, invoiceId, providerPaymentMethodId);
  if (closed) return closed;
  try {
    const paid = await stripe.invoices.pay(invoiceId, { payment_method: providerPaymentMethodId }, { idempotencyKey });
    return paid.status === 'paid' ? paidInvoice(paid) : await invoiceAttempt(stripe, paid);
  } catch (error) {
    // Stripe's answer when the bank asks the cardholder: the invoice's PaymentIntent waits for them.
    if (error instanceof Stripe.errors.StripeCardError && error.code === 'invoice_payment_intent_requires_action') return invoiceAttempt(stripe, await stripe.invoices.retrieve(invoiceId));
    // "Invoice is already paid": another card got there first.
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      const settled = await closedInvoice(stripe, invoiceId, providerPaymentMethodId);
      if (settled) return settled;
    }
    throw translateStripeError(error);
  }
}

/** Customers, SetupIntents, PaymentIntents and Subscriptions at Stripe; our idempotency keys passed through. */
export function createStripePaymentProvider({ stripe }: { stripe: Stripe }): PaymentProvider {
  let product: Promise<string> | undefined;
  const donationProduct = () =>
    (product ??= stripe.products
      .retrieve(DONATION_PRODUCT_ID)
      .then((found) => found.id)
      .catch(async (error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return (await stripe.products.create({ id: DONATION_PRODUCT_ID, name: 'Donation' }, { idempotencyKey: `product_${DONATION_PRODUCT_ID}` })).id;
      })
      .catch((error: unknown) => {
        product = undefined;
        throw error;
      }));

  const priceData = async (amount: number, interval: RecurringInterval) => ({
    currency: 'nzd',
    product: await donationProduct(),
    unit_amount: amount,
    recurring: { interval: STRIPE_INTERVAL[interval] },
  });

  /** A plan whose first invoice was not paid: waiting for 3-D Secure (thrown as such), or declined (closed). */
  const incompleteFirstCharge = async (subscription: Stripe.Subscription, idempotencyKey: string): Promise<never> => {
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const intentId = idOf(invoice?.payments?.data[0]?.payment.payment_intent);
    const intent = intentId ? await stripe.paymentIntents.retrieve(intentId) : null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (intent?.status === 'requires_action' && clientSecret) {
      throw new AuthenticationRequired({ intentId: intent.id, clientSecret, providerSubscriptionId: subscription.id });
    }
    await stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey: `${idempotencyKey}_abandon` }).catch(() => undefined);
    throw new CardDeclined(intent ? intentDeclineCode(intent) : 'card_declined', intentId ?? undefined);
  };

  const createSubscription = async (request: SubscriptionRequest): Promise<CreatedSubscription> => {
    const subscription = await stripeCall(async () =>
      stripe.subscriptions.create(
        {
          customer: request.customer.providerCustomerId ?? '',
          default_payment_method: request.providerPaymentMethodId,
          items: [{ price_data: await priceData(request.amount, request.interval) }],
          // A first charge that needs 3-D Secure leaves the plan incomplete for the cardholder to
          // confirm (decision 230); one that is declined is closed below, never left behind.
          payment_behavior: request.startsAt ? 'error_if_incomplete' : 'allow_incomplete',
          description: request.description,
          metadata: request.metadata,
          ...(request.startsAt ? { trial_end: seconds(request.startsAt) } : { expand: ['latest_invoice.payments', 'latest_invoice.confirmation_secret'] }),
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    if (subscription.status === 'incomplete') await incompleteFirstCharge(subscription, request.idempotencyKey);
    const period = periodOf(subscription);
    return {
      providerSubscriptionId: subscription.id,
      providerChargeId: request.startsAt ? null : invoiceId(subscription.latest_invoice),
      periodStart: period.start,
      periodEnd: period.end,
    };
  };

  return {
    name: 'stripe',
    async ensureCustomer(customer) {
      if (customer.providerCustomerId) return customer.providerCustomerId;
      const created = await stripe.customers.create(
        { email: customer.email ?? undefined, name: customer.name ?? undefined, metadata: { uid: customer.uid } },
        { idempotencyKey: `customer_${customer.uid}` },
      );
      return created.id;
    },
    async attachPaymentMethod(customer, token, idempotencyKey, use = 'save') {
      if (use === 'pay') {
        // The payment that follows checks the card with the bank and saves it for renewals
        // (setup_future_usage): one 3-D Secure challenge, where a SetupIntent first would ask twice.
        const method = await stripeCall(() => stripe.paymentMethods.attach(token, { customer: customer.providerCustomerId ?? '' }, { idempotencyKey }));
        return cardOf(method);
      }
      // A SetupIntent checks the card with the bank and saves it for later charges.
      const intent = await stripeCall(() =>
        stripe.setupIntents.create(
          {
            customer: customer.providerCustomerId ?? undefined,
            payment_method: token,
            confirm: true,
            usage: 'off_session',
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['payment_method'],
          },
          { idempotencyKey },
        ),
      );
      if (intent.status !== 'succeeded') {
        await stripe.setupIntents.cancel(intent.id, {}, { idempotencyKey: `${idempotencyKey}_cancel` }).catch(() => undefined);
        throw new CardDeclined('authentication_required');
      }
      if (!intent.payment_method || typeof intent.payment_method === 'string') throw new Error('Stripe answered a SetupIntent without its payment method');
      return cardOf(intent.payment_method);
    },
    async detachPaymentMethod(providerPaymentMethodId) {
      await stripe.paymentMethods.detach(providerPaymentMethodId, {}, { idempotencyKey: `detach_${providerPaymentMethodId}` });
    },
    async charge(request) {
      const intent = await stripeCall(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: 'nzd',
            customer: request.customer.providerCustomerId ?? undefined,
            payment_method: request.providerPaymentMethodId,
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: request.description,
            metadata: request.metadata,
            ...(request.offSession ? { off_session: true } : { setup_future_usage: 'off_session' as const }),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (intent.status === 'succeeded') return { providerChargeId: intent.id };
      // The bank wants the cardholder to confirm (3-D Secure): Stripe.js does that in their browser
      // with the client secret, and confirm-payment reads the outcome from Stripe (decision 230).
      if (intent.status === 'requires_action' && intent.client_secret && !request.offSession) {
        throw new AuthenticationRequired({ intentId: intent.id, clientSecret: intent.client_secret });
      }
      // Nobody is there to confirm: the intent is cancelled, so it cannot succeed later behind a failed row.
      await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `${request.idempotencyKey}_cancel` }).catch(() => undefined);
      throw new CardDeclined('authentication_required', intent.id);
    },
    async authenticationOutcome(intentId, plan) {
      const intent = await stripe.paymentIntents.retrieve(intentId);
      if (intent.status === 'requires_action' || intent.status === 'processing' || intent.status === 'requires_confirmation') return { status: 'requires_action' };
      if (intent.status !== 'succeeded') return { status: 'failed', declineCode: intentDeclineCode(intent) };
      if (!plan) return { status: 'succeeded', providerChargeId: intent.id };
      const subscription = await stripe.subscriptions.retrieve(plan.providerSubscriptionId);
      const period = periodOf(subscription);
      const invoice = invoiceId(subscription.latest_invoice) ?? intent.id;
      return { status: 'succeeded', providerChargeId: invoice, plan: { providerSubscriptionId: subscription.id, providerChargeId: invoice, periodStart: period.start, periodEnd: period.end } };
    },
    async abandonAuthentication(intentId, providerSubscriptionId) {
      if (providerSubscriptionId) await stripe.subscriptions.cancel(providerSubscriptionId).catch(() => undefined);
      else await stripe.paymentIntents.cancel(intentId).catch(() => undefined);
    },
    async findCharge(idempotencyKey) {
      const found = await stripe.paymentIntents.search({ query: `metadata['txId']:'${idempotencyKey}'` });
      const intent = found.data[0];
      if (!intent) return null;
      return { providerChargeId: intent.id, outcome: intent.status === 'succeeded' ? 'succeeded' : 'declined', declineCode: intent.last_payment_error?.decline_code ?? null };
    },
    createSubscription,
    async changeSubscription(request) {
      const current = await stripe.subscriptions.retrieve(request.providerSubscriptionId);
      const item = current.items.data[0];
      if (item?.price.recurring?.interval === STRIPE_INTERVAL[request.interval]) {
        // Same interval: the item's price changes from the next invoice; no proration either way.
        await stripe.subscriptions.update(
          current.id,
          {
            items: [{ id: item.id, price_data: await priceData(request.amount, request.interval) }],
            proration_behavior: 'none',
            default_payment_method: request.providerPaymentMethodId,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { providerSubscriptionId: current.id };
      }
      // Stripe would bill a new interval at once; instead the old plan runs out and a new one
      // starts, free until the end of the paid period.
      const next = await createSubscription({
        customer: request.customer,
        providerPaymentMethodId: request.providerPaymentMethodId,
        amount: request.amount,
        interval: request.interval,
        description: request.description,
        idempotencyKey: request.idempotencyKey,
        metadata: { uid: request.customer.uid, replaces: current.id },
        startsAt: request.effectiveFrom,
      });
      await stripe.subscriptions.update(current.id, { cancel_at_period_end: true }, { idempotencyKey: `${request.idempotencyKey}_end` });
      return { providerSubscriptionId: next.providerSubscriptionId };
    },
    async setSubscriptionCard(providerSubscriptionId, providerPaymentMethodId) {
      await stripe.subscriptions.update(providerSubscriptionId, { default_payment_method: providerPaymentMethodId });
    },
    payOverdueRenewal: (request) => payOverdueRenewal(stripe, request),
    async pauseSubscription(providerSubscriptionId, resumesAt) {
      // Invoices made during the pause are voided. Collection resumes a day before the first
      // payment we promised, so that invoice (made on the day) is charged.
      const pause = resumesAt ? { behavior: 'void' as const, resumes_at: Math.floor(resumesAt.getTime() / 1000) - 86_400 } : '';
      await stripe.subscriptions.update(providerSubscriptionId, { pause_collection: pause });
    },
    async cancelSubscription(providerSubscriptionId, when = 'period_end') {
      if (when === 'now') await stripe.subscriptions.cancel(providerSubscriptionId);
      else await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },
    async refund(request) {
      try {
        const target = await refundTarget(stripe, request.providerChargeId);
        const refund = await stripe.refunds.create(
          { ...target, amount: request.amount, metadata: { reason: request.reason.slice(0, 500) } },
          { idempotencyKey: request.idempotencyKey },
        );
        return { providerRefundId: refund.id };
      } catch (error) {
        // Stripe's no (more than is left, already refunded, no such payment) is definite; a
        // timeout or a 5xx is not, and is left for a retry with the same key to settle.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new RefundRefused(error.message);
        throw error;
      }
    },
  };
}
