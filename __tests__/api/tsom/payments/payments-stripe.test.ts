import { randomUUID } from 'node:crypto';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { expectRefused } from '../../../helpers/api-call';
import { createFakeStripe } from '../../../helpers/fake-stripe';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { outsideWorld } from '../../../helpers/msw';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';

// The Stripe provider, tested at its HTTP edge: msw stands in for api.stripe.com.
process.env.STRIPE_SECRET_KEY = 'sk_test_panui';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_panui';
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_panui';

const stripe = createFakeStripe();
let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
let member: EmailUser;

beforeAll(async () => {
  api = await servePaymentRoutes();
});
afterAll(() => api.close());
beforeEach(async () => {
  resetRateLimits();
  outsideWorld.use(...stripe.handlers);
  stripe.calls.length = 0;
  member = await createEmailUser();
});

const only = <T>(items: T[]): T => {
  expect(items).toHaveLength(1);
  return items[0]!;
};

async function subscribe(fields: Record<string, unknown> = {}) {
  const res = await api.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000, ...fields }), member.idToken);
  expect(res.status).toBe(200);
  return res.json.data;
}

describe('Stripe provider: one-off payments', () => {
  it('makes a customer, attaches the card and charges with a PaymentIntent under our key that saves it for renewals', async () => {
    const res = await api.call('', paymentRequest(), member.idToken, { 'x-idempotency-key': randomUUID() });
    expect(res.status).toBe(200);
    const { txId } = res.json.data.transaction;
    const customer = only(stripe.callsTo('POST', '/customers'));
    expect(customer.idempotencyKey).toBe(`customer_${member.uid}`);
    expect(customer.form.get('email')).toBe(member.email);
    expect(customer.form.get('metadata[uid]')).toBe(member.uid);
    // The payment checks the card with the bank (and any 3-D Secure) itself: no SetupIntent first (decision 230).
    const attach = only(stripe.callsTo('POST', '/payment_methods/pm_card_visa/attach'));
    expect(attach.form.get('customer')).toBe(`cus_${member.uid}`);
    expect(stripe.callsTo('POST', '/setup_intents')).toHaveLength(0);
    const intent = only(stripe.callsTo('POST', '/payment_intents'));
    expect(Object.fromEntries(intent.form)).toMatchObject({
      amount: '2500',
      currency: 'nzd',
      customer: `cus_${member.uid}`,
      payment_method: 'pm_card_visa',
      confirm: 'true',
      description: 'Donation',
      'metadata[txId]': txId,
      'metadata[uid]': member.uid,
      setup_future_usage: 'off_session',
    });
    expect(intent.idempotencyKey).toBe(txId);
    expect((await api.call('/receipt', { txId }, member.idToken)).status).toBe(200);
  });

  it('a retry with the same x-idempotency-key reaches Stripe no more', async () => {
    const headers = { 'x-idempotency-key': randomUUID() };
    const first = await api.call('', paymentRequest(), member.idToken, headers);
    const again = await api.call('', paymentRequest(), member.idToken, headers);
    expect(again.json).toEqual(first.json);
    expect(stripe.callsTo('POST', '/payment_intents')).toHaveLength(1);
  });

  it.each([
    ['pm_card_visa_chargeDeclined', 'CARD_DECLINED'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'CARD_INSUFFICIENT_FUNDS'],
    ['pm_card_chargeDeclinedExpiredCard', 'CARD_EXPIRED'],
  ])('turns Stripe’s decline of %s into 422 %s and a failed transaction', async (paymentMethodId, code) => {
    expectRefused(await api.call('', paymentRequest({ paymentMethodId }), member.idToken), 422, code);
    const [tx] = (await api.call('/list-transactions', {}, member.idToken)).json.data;
    expect(tx.status).toBe('failed');
  });

  it('leaves a PaymentIntent that needs 3-D Secure open for Stripe.js, then settles from Stripe’s answer (decision 230)', async () => {
    const res = await api.call('', paymentRequest({ paymentMethodId: 'pm_fake_requiresActionOnCharge' }), member.idToken, { 'x-idempotency-key': randomUUID() });
    expect(res.status).toBe(200);
    const { transaction, nextAction } = res.json.data;
    const intent = only(stripe.callsTo('POST', '/payment_intents'));
    expect(intent.idempotencyKey).toBe(transaction.txId);
    expect(transaction.status).toBe('requires_action');
    expect(nextAction).toMatchObject({ type: 'authenticate', provider: 'stripe', intentId: expect.stringMatching(/^pi_/), clientSecret: expect.stringContaining('_secret_') });
    expect(stripe.callsTo('POST', /\/cancel$/)).toHaveLength(0);
    // The browser says nothing of the outcome: confirm-payment asks Stripe.
    expectRefused(await api.call('/confirm-payment', { txId: transaction.txId }, member.idToken), 409, 'AUTHENTICATION_INCOMPLETE');
    stripe.answerChallenge(nextAction.intentId, 'complete');
    const confirmed = await api.call('/confirm-payment', { txId: transaction.txId }, member.idToken);
    expect(confirmed.json.data.transaction).toMatchObject({ status: 'succeeded' });
    expect(stripe.callsTo('POST', '/payment_intents')).toHaveLength(1);
  });

  it('a failed 3-D Secure challenge cancels the intent and answers 422 CARD_AUTHENTICATION_FAILED', async () => {
    const { transaction, nextAction } = (await api.call('', paymentRequest({ paymentMethodId: 'pm_fake_requiresActionOnCharge' }), member.idToken)).json.data;
    stripe.answerChallenge(nextAction.intentId, 'fail');
    expectRefused(await api.call('/confirm-payment', { txId: transaction.txId }, member.idToken), 422, 'CARD_AUTHENTICATION_FAILED');
    only(stripe.callsTo('POST', `/payment_intents/${nextAction.intentId}/cancel`));
    const [tx] = (await api.call('/list-transactions', {}, member.idToken)).json.data;
    expect(tx).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
  });

  it('answers 400 PAYMENT_METHOD_INVALID for a payment method Stripe does not have', async () => {
    expectRefused(await api.call('/create-payment-method', { paymentMethodId: 'pm_missing' }, member.idToken), 400, 'PAYMENT_METHOD_INVALID');
  });

  it('answers 404 for the sandbox card form: card numbers go to Stripe Elements', async () => {
    expectRefused(await api.call('/sandbox-card', { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' }, member.idToken), 404, 'NOT_FOUND');
  });
});

describe('Stripe provider: subscriptions', () => {
  it('creates a subscription with inline price data for the amount and records its first invoice', async () => {
    const { transaction, subscription } = await subscribe();
    const created = only(stripe.callsTo('POST', '/subscriptions'));
    expect(Object.fromEntries(created.form)).toMatchObject({
      customer: `cus_${member.uid}`,
      default_payment_method: 'pm_card_visa',
      'items[0][price_data][currency]': 'nzd',
      'items[0][price_data][product]': 'panui_donation',
      'items[0][price_data][unit_amount]': '1000',
      'items[0][price_data][recurring][interval]': 'month',
      payment_behavior: 'allow_incomplete',
      'metadata[txId]': transaction.txId,
    });
    expect(created.idempotencyKey).toBe(transaction.txId);
    expect(subscription).toMatchObject({ status: 'ACTIVE', amount: 1_000, billingInterval: 'MONTHLY' });
    expect(stripe.callsTo('POST', '/payment_intents')).toHaveLength(0);
  });

  it('refuses a declined first invoice with 422 and keeps no subscription', async () => {
    expectRefused(await api.call('', paymentRequest({ billingInterval: 'YEARLY', paymentMethodId: 'pm_card_visa_chargeDeclinedInsufficientFunds' }), member.idToken), 422, 'CARD_INSUFFICIENT_FUNDS');
    expect((await api.call('/subscriptions', {}, member.idToken)).json.data).toEqual([]);
  });

  it('a new card with isSub becomes the subscription’s default payment method at Stripe', async () => {
    const { subscription } = await subscribe();
    const card = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_mastercard', isSub: true }, member.idToken);
    expect(card.json.data.isSub).toBe(true);
    const update = stripe.callsTo('POST', /^\/subscriptions\/sub_/).at(-1)!;
    expect(update.form.get('default_payment_method')).toBe('pm_card_mastercard');
    expect((await api.call('/subscriptions', {}, member.idToken)).json.data[0]).toMatchObject({ subscriptionId: subscription.subscriptionId, card: { last4: '4444' } });
  });

  it('a new amount changes the price from the next invoice, without proration', async () => {
    const { subscription } = await subscribe();
    const res = await api.call(
      '/update-subscription',
      { subscriptionId: subscription.subscriptionId, paymentMethodId: subscription.paymentMethodId, amount: 5_000, billingInterval: 'MONTHLY' },
      member.idToken,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.effectiveFrom).toBe(subscription.currentPeriodEnd);
    const update = only(stripe.callsTo('POST', /^\/subscriptions\/sub_/));
    expect(Object.fromEntries(update.form)).toMatchObject({ 'items[0][price_data][unit_amount]': '5000', proration_behavior: 'none' });
    expect(update.form.get('items[0][id]')).toMatch(/^si_/);
    expect(stripe.callsTo('POST', '/payment_intents')).toHaveLength(0);
  });

  it('a new interval starts a new plan at the end of the paid period and lets the old one run out', async () => {
    const { subscription } = await subscribe();
    const oldStripeId = only(stripe.callsTo('POST', '/subscriptions'));
    const res = await api.call(
      '/update-subscription',
      { subscriptionId: subscription.subscriptionId, paymentMethodId: subscription.paymentMethodId, amount: 12_000, billingInterval: 'YEARLY' },
      member.idToken,
    );
    expect(res.status).toBe(200);
    const created = stripe.callsTo('POST', '/subscriptions');
    expect(created).toHaveLength(2);
    expect(created[1]!.form.get('trial_end')).toBe(String(Math.floor(new Date(subscription.currentPeriodEnd).getTime() / 1000)));
    expect(created[1]!.form.get('items[0][price_data][recurring][interval]')).toBe('year');
    const ended = stripe.callsTo('POST', /^\/subscriptions\/sub_/).find((call) => call.form.get('cancel_at_period_end') === 'true');
    expect(ended).toBeDefined();
    expect(oldStripeId).toBeDefined();
    expect(res.json.data.subscription).toMatchObject({ subscriptionId: subscription.subscriptionId, billingInterval: 'YEARLY', amount: 12_000, status: 'ACTIVE' });
  });

  it('cancel sets cancel_at_period_end at Stripe and answers when the paid period ends', async () => {
    const { subscription } = await subscribe();
    const res = await api.call('/cancel-subscription', { subscriptionId: subscription.subscriptionId }, member.idToken);
    expect(res.json.data).toMatchObject({ endsAt: subscription.currentPeriodEnd, subscription: { status: 'DELETED' } });
    expect(only(stripe.callsTo('POST', /^\/subscriptions\/sub_/)).form.get('cancel_at_period_end')).toBe('true');
  });

  it('a pause voids Stripe’s invoices until a day before the first payment after it; resuming unsets it', async () => {
    const { subscription } = await subscribe();
    const res = await api.call('/pause-subscription', { subscriptionId: subscription.subscriptionId, months: 2 }, member.idToken);
    expect(res.status).toBe(200);
    const paused = only(stripe.callsTo('POST', /^\/subscriptions\/sub_/)).form;
    expect(paused.get('pause_collection[behavior]')).toBe('void');
    expect(Number(paused.get('pause_collection[resumes_at]'))).toBe(new Date(res.json.data.resumesAt).getTime() / 1000 - 86_400);
    stripe.calls.length = 0;
    expect((await api.call('/resume-subscription', { subscriptionId: subscription.subscriptionId }, member.idToken)).status).toBe(200);
    expect(only(stripe.callsTo('POST', /^\/subscriptions\/sub_/)).form.get('pause_collection')).toBe('');
  });

  it('deleting a saved card detaches it at Stripe', async () => {
    const card = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa' }, member.idToken);
    expect((await api.call('/delete-payment-method', { paymentMethodId: card.json.data.paymentMethodId }, member.idToken)).status).toBe(200);
    only(stripe.callsTo('POST', '/payment_methods/pm_card_visa/detach'));
  });
});
