import { getDb } from '@/lib/server/db/client';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
import { renewDueSubscriptions } from '@/lib/server/payments/renewal-service';
import { expectRefused } from '../../../helpers/api-call';
import { createEmailUser, type EmailUser, expiredIdToken } from '../../../helpers/firebase-emulator';
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

async function subscribe(user: EmailUser, fields: Record<string, unknown> = {}) {
  const res = await api.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000, ...fields }), user.idToken);
  expect(res.status).toBe(200);
  return res.json.data.subscription as { subscriptionId: string; paymentMethodId: string; currentPeriodEnd: string };
}

const DAY = 86_400_000;
/** Renewal deps whose clock is `days` ahead of now: a fake clock, as the job would see it then. */
const renewAfter = async (days: number) => {
  const db = await getDb();
  const clock = () => new Date(Date.now() + days * DAY);
  return renewDueSubscriptions({ db, clock, provider: createSandboxPaymentProvider({ db, clock }) });
};

describe('POST /api/tsom/payments/subscriptions', () => {
  it('lists only the caller’s subscriptions', async () => {
    const carol = await createEmailUser();
    const own = await subscribe(carol);
    await subscribe(bob);
    const res = await api.call('/subscriptions', {}, carol.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([own.subscriptionId]);
  });

  it('refuses a missing or expired token with 401', async () => {
    expectRefused(await api.call('/subscriptions', {}), 401, 'AUTH_REQUIRED');
    expectRefused(await api.call('/subscriptions', {}, expiredIdToken(alice.uid, alice.email)), 401, 'AUTH_EXPIRED');
  });
});

describe('POST /api/tsom/payments/update-subscription', () => {
  it('changes amount, interval and card from the next billing date, charging nothing now', async () => {
    const carol = await createEmailUser();
    const plan = await subscribe(carol);
    const card = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_mastercard' }, carol.idToken);
    const before = (await api.call('/list-transactions', {}, carol.idToken)).json.data;
    const res = await api.call(
      '/update-subscription',
      { subscriptionId: plan.subscriptionId, paymentMethodId: card.json.data.paymentMethodId, amount: 5_000, billingInterval: 'YEARLY' },
      carol.idToken,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.effectiveFrom).toBe(plan.currentPeriodEnd);
    expect(res.json.data.subscription).toMatchObject({ amount: 5_000, billingInterval: 'YEARLY', currentPeriodEnd: plan.currentPeriodEnd, card: { brand: 'mastercard' } });
    expect((await api.call('/list-transactions', {}, carol.idToken)).json.data).toEqual(before);
  });

  it.each([
    ['an amount below 200', { amount: 100 }],
    ['ONE_OFF', { billingInterval: 'ONE_OFF' }],
    ['a fractional amount', { amount: 1_000.5 }],
    ['a missing card', { paymentMethodId: undefined }],
    ['a bad subscription id', { subscriptionId: 'sub_123' }],
  ])('refuses %s with 400', async (_name, fields) => {
    const plan = await subscribe(alice);
    const body = { subscriptionId: plan.subscriptionId, paymentMethodId: plan.paymentMethodId, amount: 2_000, billingInterval: 'MONTHLY', ...fields };
    expectRefused(await api.call('/update-subscription', body, alice.idToken), 400, 'VALIDATION_FAILED');
  });

  it("answers 404 for another member's subscription or card", async () => {
    const own = await subscribe(alice);
    const theirs = await subscribe(bob);
    const body = { subscriptionId: theirs.subscriptionId, paymentMethodId: own.paymentMethodId, amount: 2_000, billingInterval: 'MONTHLY' };
    expectRefused(await api.call('/update-subscription', body, alice.idToken), 404, 'NOT_FOUND');
    const withTheirCard = { subscriptionId: own.subscriptionId, paymentMethodId: theirs.paymentMethodId, amount: 2_000, billingInterval: 'MONTHLY' };
    expectRefused(await api.call('/update-subscription', withTheirCard, alice.idToken), 404, 'NOT_FOUND');
  });

  it('refuses to change a cancelled subscription with 409', async () => {
    const plan = await subscribe(alice);
    await api.call('/cancel-subscription', { subscriptionId: plan.subscriptionId }, alice.idToken);
    const body = { subscriptionId: plan.subscriptionId, paymentMethodId: plan.paymentMethodId, amount: 2_000, billingInterval: 'MONTHLY' };
    expectRefused(await api.call('/update-subscription', body, alice.idToken), 409, 'SUBSCRIPTION_ENDED');
  });

  it('refuses a missing token with 401', async () => {
    expectRefused(await api.call('/update-subscription', { subscriptionId: 'subscr_x', paymentMethodId: 'card_x', amount: 500, billingInterval: 'MONTHLY' }), 401, 'AUTH_REQUIRED');
  });
});

describe('POST /api/tsom/payments/cancel-subscription', () => {
  it('ends renewal: DELETED at once, paid until the end of the period; cancelling again answers the same', async () => {
    const carol = await createEmailUser();
    const plan = await subscribe(carol);
    const res = await api.call('/cancel-subscription', { subscriptionId: plan.subscriptionId }, carol.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.endsAt).toBe(plan.currentPeriodEnd);
    expect(res.json.data.subscription).toMatchObject({ status: 'DELETED', endsAt: plan.currentPeriodEnd });
    expect((await api.call('/cancel-subscription', { subscriptionId: plan.subscriptionId }, carol.idToken)).json.data.endsAt).toBe(plan.currentPeriodEnd);
    await renewAfter(40);
    expect((await api.call('/list-transactions', {}, carol.idToken)).json.data).toHaveLength(1);
  });

  it("answers 404 for another member's subscription and leaves it", async () => {
    const theirs = await subscribe(bob);
    expectRefused(await api.call('/cancel-subscription', { subscriptionId: theirs.subscriptionId }, alice.idToken), 404, 'NOT_FOUND');
    const [listed] = (await api.call('/subscriptions', {}, bob.idToken)).json.data.filter((s: { subscriptionId: string }) => s.subscriptionId === theirs.subscriptionId);
    expect(listed.status).toBe('ACTIVE');
  });

  it('refuses a bad body with 400 and a missing token with 401', async () => {
    expectRefused(await api.call('/cancel-subscription', {}, alice.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('/cancel-subscription', { subscriptionId: 'subscr_x' }), 401, 'AUTH_REQUIRED');
  });
});

describe('renewals (npm run jobs:renew)', () => {
  it('charges a due subscription once per period and records the transaction', async () => {
    const carol = await createEmailUser();
    const plan = await subscribe(carol);
    await renewAfter(32);
    await renewAfter(32);
    const transactions = (await api.call('/list-transactions', {}, carol.idToken)).json.data;
    expect(transactions).toHaveLength(2);
    expect(transactions[0]).toMatchObject({ status: 'succeeded', subscriptionId: plan.subscriptionId, amount: 1_000 });
    const [renewed] = (await api.call('/subscriptions', {}, carol.idToken)).json.data;
    expect(renewed.status).toBe('ACTIVE');
    expect(new Date(renewed.currentPeriodStart).toISOString()).toBe(plan.currentPeriodEnd);
  });

  it('marks a declined renewal past due and keeps it listed; a new card is tried at the next run', async () => {
    const carol = await createEmailUser();
    const plan = await subscribe(carol);
    const declining = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa_chargeDeclinedInsufficientFunds', isSub: true }, carol.idToken);
    expect(declining.status).toBe(200);
    await renewAfter(32);
    await renewAfter(32);
    const [pastDue] = (await api.call('/subscriptions', {}, carol.idToken)).json.data;
    expect(pastDue).toMatchObject({ subscriptionId: plan.subscriptionId, status: 'PAST_DUE' });
    const failed = (await api.call('/list-transactions', {}, carol.idToken)).json.data.filter((t: { status: string }) => t.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].failureCode).toBe('insufficient_funds');
    await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa', isSub: true }, carol.idToken);
    await renewAfter(32);
    const [active] = (await api.call('/subscriptions', {}, carol.idToken)).json.data;
    expect(active.status).toBe('ACTIVE');
  });
});
