import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { sandboxCharges, transactions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { expectRefused } from '../../../helpers/api-call';
import { createAnonymousUser, createEmailUser, createRevokedUser, type EmailUser, expiredIdToken } from '../../../helpers/firebase-emulator';
import { memberRow } from '../../../helpers/member-rows';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';

let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
let alice: EmailUser;
let bob: EmailUser;

beforeAll(async () => {
  api = await servePaymentRoutes();
  [alice, bob] = await Promise.all([createEmailUser(), createEmailUser()]);
});
afterAll(() => api.close());
beforeEach(() => resetRateLimits());

const chargesOf = async (uid: string) => (await getDb()).select().from(sandboxCharges).where(eq(sandboxCharges.customerId, uid));
const transactionsOf = async (uid: string) => (await getDb()).select().from(transactions).where(eq(transactions.memberUid, uid));

describe('POST /api/tsom/payments', () => {
  it('charges a one-off donation once and answers a succeeded PAY_WHAT_YOU_WANT transaction with its receipt', async () => {
    const carol = await createEmailUser();
    const res = await api.call('', paymentRequest(), carol.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.transaction).toMatchObject({ amount: 2_500, currency: 'NZD', status: 'succeeded', paymentType: 'PAY_WHAT_YOU_WANT', billingInterval: 'ONE_OFF' });
    expect(res.json.data.subscription).toBeNull();
    expect(res.json.data.receiptPath).toBe(`/receipt/${res.json.data.transaction.txId}`);
    expect(await chargesOf(carol.uid)).toHaveLength(1);
    expect(await transactionsOf(carol.uid)).toHaveLength(1);
    // A donor pays before the donation flow creates their member: a bare row is made for them.
    expect((await memberRow(carol.uid))?.email).toBe(carol.email);
  });

  it.each([
    ['MONTHLY', 1],
    ['YEARLY', 12],
  ])('starts a %s subscription with its first charge', async (billingInterval, months) => {
    const carol = await createEmailUser();
    const res = await api.call('', paymentRequest({ billingInterval, price: 1_000, amount: 1_000 }), carol.idToken);
    expect(res.status).toBe(200);
    const { transaction, subscription } = res.json.data;
    expect(transaction).toMatchObject({ paymentType: 'SUBSCRIPTION', billingInterval, status: 'succeeded', subscriptionId: subscription.subscriptionId });
    expect(subscription).toMatchObject({ amount: 1_000, billingInterval, status: 'ACTIVE', endsAt: null, card: { brand: 'visa', last4: '4242' } });
    const start = new Date(subscription.currentPeriodStart);
    const end = new Date(subscription.currentPeriodEnd);
    expect((end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()).toBe(months);
    expect(await chargesOf(carol.uid)).toHaveLength(1);
  });

  it('pays with a saved card by id, or the newest card when none is named', async () => {
    const carol = await createEmailUser();
    const saved = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_mastercard' }, carol.idToken);
    const byId = await api.call('', paymentRequest({ paymentMethodId: saved.json.data.paymentMethodId }), carol.idToken);
    expect(byId.status).toBe(200);
    const { paymentMethodId: _omitted, ...withoutCard } = paymentRequest();
    const byDefault = await api.call('', withoutCard, carol.idToken);
    expect(byDefault.status).toBe(200);
    expect((await api.call('/payment-methods', {}, carol.idToken)).json.data).toHaveLength(1);
  });

  it('answers 400 PAYMENT_METHOD_REQUIRED without a card', async () => {
    const carol = await createEmailUser();
    const { paymentMethodId: _omitted, ...withoutCard } = paymentRequest();
    expectRefused(await api.call('', withoutCard, carol.idToken), 400, 'PAYMENT_METHOD_REQUIRED');
  });

  it('lets an anonymous donor (the donation flow signs visitors in anonymously) pay', async () => {
    const visitor = await createAnonymousUser();
    expect((await api.call('', paymentRequest(), visitor.idToken)).status).toBe(200);
  });

  it.each([
    ['pm_card_visa_chargeDeclined', 'CARD_DECLINED', 'card_declined'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'CARD_INSUFFICIENT_FUNDS', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'CARD_EXPIRED', 'expired_card'],
  ])('refuses %s with 422 %s and records a failed transaction', async (paymentMethodId, code, declineCode) => {
    const carol = await createEmailUser();
    const res = await api.call('', paymentRequest({ paymentMethodId }), carol.idToken);
    expectRefused(res, 422, code);
    expect(res.json.error.details).toMatchObject({ declineCode });
    const [row] = await transactionsOf(carol.uid);
    expect(row).toMatchObject({ id: res.json.error.details.txId, status: 'failed', failureCode: declineCode });
    const recurring = await api.call('', paymentRequest({ paymentMethodId, billingInterval: 'MONTHLY' }), carol.idToken);
    expectRefused(recurring, 422, code);
    expect((await api.call('/subscriptions', {}, carol.idToken)).json.data).toEqual([]);
  });

  it.each([
    ['4000 0000 0000 0002', 'CARD_DECLINED'],
    ['4000 0000 0000 9995', 'CARD_INSUFFICIENT_FUNDS'],
    ['4000 0000 0000 0069', 'CARD_EXPIRED'],
  ])('refuses the test card %s from the card form with %s', async (number, code) => {
    const carol = await createEmailUser();
    const card = await api.call('/sandbox-card', { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' }, carol.idToken);
    expect(card.status).toBe(200);
    expectRefused(await api.call('', paymentRequest({ paymentMethodId: card.json.data.paymentMethodId }), carol.idToken), 422, code);
  });

  it.each([
    ['a currency other than NZD', { currency: 'AUD' }],
    ['an amount in dollars with cents', { amount: 25.5, price: 25.5 }],
    ['an amount below 200', { amount: 199, price: 199 }],
    ['an amount above 1,000,000', { amount: 1_000_001, price: 1_000_001 }],
    ['an amount other than the price', { amount: 2_500, price: 3_000 }],
    ['an amount as text', { amount: '2500', price: '2500' }],
    ['an unknown interval', { billingInterval: 'WEEKLY' }],
    ['a bad email', { email: 'not-an-email' }],
    ['an unknown field', { uid: 'someone-else' }],
    ['a missing description', { description: undefined }],
  ])('refuses %s with 400 and charges nothing', async (_name, fields) => {
    const res = await api.call('', paymentRequest(fields), alice.idToken);
    expectRefused(res, 400, 'VALIDATION_FAILED');
    expect(await chargesOf(alice.uid)).toHaveLength(0);
  });

  it('refuses a malformed idempotency key with 400', async () => {
    expectRefused(await api.call('', paymentRequest(), alice.idToken, { 'x-idempotency-key': 'x'.repeat(256) }), 400, 'VALIDATION_FAILED');
  });

  it('answers 400 PAYMENT_METHOD_INVALID for a payment method the sandbox does not know', async () => {
    expectRefused(await api.call('', paymentRequest({ paymentMethodId: 'pm_1NotATestCard' }), alice.idToken), 400, 'PAYMENT_METHOD_INVALID');
  });

  it("answers 404 for another member's card and charges nothing", async () => {
    const card = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa' }, bob.idToken);
    expectRefused(await api.call('', paymentRequest({ paymentMethodId: card.json.data.paymentMethodId }), alice.idToken), 404, 'NOT_FOUND');
    expect(await chargesOf(alice.uid)).toHaveLength(0);
    expect(await chargesOf(bob.uid)).toHaveLength(0);
  });

  it("answers 'Authentication required' without a token", async () => {
    const res = await api.call('', paymentRequest());
    expectRefused(res, 401, 'AUTH_REQUIRED');
    expect(res.json.error.message).toBe('Authentication required');
  });

  it.each([
    ['an expired token', () => expiredIdToken(alice.uid, alice.email), 'AUTH_EXPIRED'],
    ['a revoked token', async () => (await createRevokedUser()).idToken, 'AUTH_REVOKED'],
    ['a malformed token', () => 'not.a.token', 'AUTH_INVALID'],
  ])('refuses %s with 401', async (_name, token, code) => {
    expectRefused(await api.call('', paymentRequest(), await token()), 401, code);
  });

  it('limits payment attempts per member with 429 (card testing)', async () => {
    const carol = await createEmailUser();
    const declined = paymentRequest({ paymentMethodId: 'pm_card_visa_chargeDeclined' });
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await api.call('', declined, carol.idToken)).status);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(answers[20]).toBe(429);
    expect(await chargesOf(carol.uid)).toHaveLength(20);
  });
});
