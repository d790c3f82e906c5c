import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { paymentMethods } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { expectRefused } from '../../../helpers/api-call';
import { createEmailUser, createRevokedUser, type EmailUser, expiredIdToken } from '../../../helpers/firebase-emulator';
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

const nextYear = new Date().getUTCFullYear() + 1;
const cardForm = (fields: Record<string, unknown> = {}) => ({ number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123', ...fields });

const badTokens: [string, () => Promise<string | undefined>, string][] = [
  ['no token', async () => undefined, 'AUTH_REQUIRED'],
  ['an expired token', async () => expiredIdToken(alice.uid, alice.email), 'AUTH_EXPIRED'],
  ['a revoked token', async () => (await createRevokedUser()).idToken, 'AUTH_REVOKED'],
];

describe('POST /api/tsom/payments/sandbox-card (the sandbox card form)', () => {
  it('answers a token for a Stripe test number, and the saved card keeps brand, last4 and expiry only', async () => {
    const token = await api.call('/sandbox-card', cardForm(), alice.idToken);
    expect(token.status).toBe(200);
    expect(token.json.data.paymentMethodId).not.toContain('4242424242424242');
    const saved = await api.call('/create-payment-method', { paymentMethodId: token.json.data.paymentMethodId, isSub: false }, alice.idToken);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: nextYear, isSub: false });
    const [row] = await (await getDb()).select().from(paymentMethods).where(eq(paymentMethods.id, saved.json.data.paymentMethodId));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it.each([
    ['a real-looking card that is not a Stripe test number', { number: '4111 1111 1111 1112' }, 'SANDBOX_TEST_CARDS_ONLY'],
    ['a number with letters', { number: '4242-4242' }, 'VALIDATION_FAILED'],
    ['a past expiry', { expMonth: 1, expYear: 2020 }, 'VALIDATION_FAILED'],
    ['a month of 13', { expMonth: 13 }, 'VALIDATION_FAILED'],
    ['a two-digit CVC', { cvc: '12' }, 'VALIDATION_FAILED'],
    ['an unknown field', { name: 'A' }, 'VALIDATION_FAILED'],
  ])('refuses %s with 400', async (_name, fields, code) => {
    expectRefused(await api.call('/sandbox-card', cardForm(fields), alice.idToken), 400, code);
  });

  it.each(badTokens)('refuses %s with 401', async (_name, token, code) => {
    expectRefused(await api.call('/sandbox-card', cardForm(), await token()), 401, code);
  });
});

describe('POST /api/tsom/payments/create-payment-method', () => {
  it.each([
    ['pm_card_visa', 'visa', '4242'],
    ['pm_card_mastercard', 'mastercard', '4444'],
    ['pm_card_visa_chargeDeclined', 'visa', '0002'],
  ])('saves Stripe test payment method %s', async (paymentMethodId, brand, last4) => {
    const carol = await createEmailUser();
    const res = await api.call('/create-payment-method', { paymentMethodId, isSub: false }, carol.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ brand, last4, isSub: false });
    expect(res.json.data.paymentMethodId).toMatch(/^card_/);
  });

  it('with isSub, moves the member’s subscriptions to the new card', async () => {
    const carol = await createEmailUser();
    const paid = await api.call('', paymentRequest({ billingInterval: 'MONTHLY' }), carol.idToken);
    const card = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_mastercard', isSub: true }, carol.idToken);
    expect(card.json.data.isSub).toBe(true);
    const [subscription] = (await api.call('/subscriptions', {}, carol.idToken)).json.data;
    expect(subscription).toMatchObject({ subscriptionId: paid.json.data.subscription.subscriptionId, paymentMethodId: card.json.data.paymentMethodId, card: { brand: 'mastercard', last4: '4444' } });
  });

  it.each([
    ['an unknown payment method', { paymentMethodId: 'pm_nothing_here' }, 400, 'PAYMENT_METHOD_INVALID'],
    ['a missing id', {}, 400, 'VALIDATION_FAILED'],
    ['isSub as text', { paymentMethodId: 'pm_card_visa', isSub: 'yes' }, 400, 'VALIDATION_FAILED'],
    ['an unknown field', { paymentMethodId: 'pm_card_visa', uid: 'x' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_name, body, status, code) => {
    expectRefused(await api.call('/create-payment-method', body, alice.idToken), status, code);
  });

  it("answers 404 for another member's saved card id", async () => {
    const card = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa' }, bob.idToken);
    expectRefused(await api.call('/create-payment-method', { paymentMethodId: card.json.data.paymentMethodId }, alice.idToken), 404, 'NOT_FOUND');
  });

  it.each(badTokens)('refuses %s with 401', async (_name, token, code) => {
    expectRefused(await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa' }, await token()), 401, code);
  });

  it('limits card creation per member with 429 (card testing)', async () => {
    const carol = await createEmailUser();
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa' }, carol.idToken)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/tsom/payments/payment-methods and delete-payment-method', () => {
  it('lists only the caller’s cards, newest first, and deletes one', async () => {
    const carol = await createEmailUser();
    const first = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa' }, carol.idToken);
    const second = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_mastercard' }, carol.idToken);
    await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa' }, bob.idToken);
    const listed = await api.call('/payment-methods', {}, carol.idToken);
    expect(listed.json.data.map((card: { paymentMethodId: string }) => card.paymentMethodId)).toEqual([second.json.data.paymentMethodId, first.json.data.paymentMethodId]);
    const deleted = await api.call('/delete-payment-method', { paymentMethodId: first.json.data.paymentMethodId }, carol.idToken);
    expect(deleted.json.data).toEqual({ paymentMethodId: first.json.data.paymentMethodId, deleted: true });
    expect((await api.call('/payment-methods', {}, carol.idToken)).json.data).toHaveLength(1);
    expectRefused(await api.call('/delete-payment-method', { paymentMethodId: first.json.data.paymentMethodId }, carol.idToken), 404, 'NOT_FOUND');
  });

  it("answers 404 for another member's card and leaves it", async () => {
    const card = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa' }, bob.idToken);
    expectRefused(await api.call('/delete-payment-method', { paymentMethodId: card.json.data.paymentMethodId }, alice.idToken), 404, 'NOT_FOUND');
    expect((await api.call('/payment-methods', {}, bob.idToken)).json.data.map((c: { paymentMethodId: string }) => c.paymentMethodId)).toContain(card.json.data.paymentMethodId);
  });

  it('refuses to delete the card a live subscription pays with (409)', async () => {
    const carol = await createEmailUser();
    const paid = await api.call('', paymentRequest({ billingInterval: 'MONTHLY' }), carol.idToken);
    const cardId = paid.json.data.subscription.paymentMethodId;
    expect((await api.call('/payment-methods', {}, carol.idToken)).json.data[0]).toMatchObject({ paymentMethodId: cardId, isSub: true });
    expectRefused(await api.call('/delete-payment-method', { paymentMethodId: cardId }, carol.idToken), 409, 'PAYMENT_METHOD_IN_USE');
  });

  it.each([
    ['a provider id instead of ours', { paymentMethodId: 'pm_card_visa' }],
    ['no id', {}],
  ])('refuses %s with 400', async (_name, body) => {
    expectRefused(await api.call('/delete-payment-method', body, alice.idToken), 400, 'VALIDATION_FAILED');
  });

  it('payment-methods refuses a body', async () => {
    expectRefused(await api.call('/payment-methods', { uid: bob.uid }, alice.idToken), 400, 'VALIDATION_FAILED');
  });

  it.each(badTokens)('refuses %s with 401', async (_name, token, code) => {
    expectRefused(await api.call('/payment-methods', {}, await token()), 401, code);
    expectRefused(await api.call('/delete-payment-method', { paymentMethodId: 'card_x' }, await token()), 401, code);
  });
});
