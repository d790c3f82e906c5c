import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { subscriptions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
import { renewDueSubscriptions } from '@/lib/server/payments/renewal-service';
import { expectRefused } from '../../../helpers/api-call';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';

let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
let member: EmailUser;

beforeAll(async () => {
  api = await servePaymentRoutes();
});
afterAll(() => api.close());
beforeEach(async () => {
  resetRateLimits();
  member = await createEmailUser();
});

type Plan = { subscriptionId: string; currentPeriodEnd: string; pausedUntil: string | null; status: string; billingInterval: string };

async function subscribe(fields: Record<string, unknown> = {}): Promise<Plan> {
  const res = await api.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000, ...fields }), member.idToken);
  expect(res.status).toBe(200);
  return res.json.data.subscription as Plan;
}

const DAY = 86_400_000;
/** The renewal job as it would run `days` from now (a fake clock). */
const renewAfter = async (days: number) => {
  const db = await getDb();
  const clock = () => new Date(Date.now() + days * DAY);
  return renewDueSubscriptions({ db, clock, provider: createSandboxPaymentProvider({ db, clock }) });
};

const monthsAfter = (iso: string, months: number) => {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
};
const payments = async () => ((await api.call('/list-transactions', {}, member.idToken)).json.data as { status: string }[]).filter((t) => t.status === 'succeeded');
const current = async (): Promise<Plan> => (await api.call('/subscriptions', {}, member.idToken)).json.data[0];

/** A monthly plan whose paid period ends in about 20 days, on a day every month has. */
async function subscribeEndingSoon(): Promise<{ plan: Plan; end: Date }> {
  const plan = await subscribe();
  const end = new Date(Date.now() + 20 * DAY);
  end.setUTCDate(Math.min(end.getUTCDate(), 28));
  await (await getDb()).update(subscriptions).set({ currentPeriodEnd: end }).where(eq(subscriptions.id, plan.subscriptionId));
  return { plan, end };
}

describe('POST /api/tsom/payments/pause-subscription', () => {
  it('skips the next monthly payments: nothing is charged until the pause ends, then one payment', async () => {
    const { plan, end } = await subscribeEndingSoon();

    const res = await api.call('/pause-subscription', { subscriptionId: plan.subscriptionId, months: 2 }, member.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.resumesAt).toBe(monthsAfter(end.toISOString(), 2));
    expect(res.json.data.subscription).toMatchObject({ status: 'ACTIVE', pausedUntil: res.json.data.resumesAt });

    await renewAfter(31);
    expect(await payments()).toHaveLength(1);
    expect((await current()).currentPeriodEnd).toBe(monthsAfter(end.toISOString(), 1));
    await renewAfter(59);
    expect(await payments()).toHaveLength(1);
    expect((await current()).pausedUntil).toBeNull();
    expect((await current()).currentPeriodEnd).toBe(res.json.data.resumesAt);

    await renewAfter(90);
    expect(await payments()).toHaveLength(2);
    expect((await current()).currentPeriodEnd).toBe(monthsAfter(end.toISOString(), 3));
  });

  it('a job that missed the whole pause catches up with one payment, not three', async () => {
    const { plan, end } = await subscribeEndingSoon();
    expect((await api.call('/pause-subscription', { subscriptionId: plan.subscriptionId, months: 3 }, member.idToken)).status).toBe(200);
    await renewAfter(130);
    expect(await payments()).toHaveLength(2);
    expect((await current()).currentPeriodEnd).toBe(monthsAfter(end.toISOString(), 4));
  });

  it('resuming ends the pause: the next payment is at the end of the paid period', async () => {
    const plan = await subscribe();
    await api.call('/pause-subscription', { subscriptionId: plan.subscriptionId, months: 3 }, member.idToken);
    const res = await api.call('/resume-subscription', { subscriptionId: plan.subscriptionId }, member.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.subscription).toMatchObject({ pausedUntil: null, currentPeriodEnd: plan.currentPeriodEnd });
    expect((await api.call('/resume-subscription', { subscriptionId: plan.subscriptionId }, member.idToken)).status).toBe(200);
    await renewAfter(32);
    expect(await payments()).toHaveLength(2);
  });

  it('a change to yearly ends the pause, so the yearly payment is not skipped', async () => {
    const plan = await subscribe();
    await api.call('/pause-subscription', { subscriptionId: plan.subscriptionId, months: 2 }, member.idToken);
    const cards = (await api.call('/payment-methods', {}, member.idToken)).json.data as { paymentMethodId: string }[];
    const changed = await api.call('/update-subscription', { subscriptionId: plan.subscriptionId, paymentMethodId: cards[0]!.paymentMethodId, amount: 12_000, billingInterval: 'YEARLY' }, member.idToken);
    expect(changed.json.data.subscription).toMatchObject({ billingInterval: 'YEARLY', pausedUntil: null });
    await renewAfter(32);
    expect(await payments()).toHaveLength(2);
  });

  it('refuses yearly, cancelled and past-due subscriptions with 409, changing nothing', async () => {
    const yearly = await subscribe({ billingInterval: 'YEARLY', price: 12_000, amount: 12_000 });
    expectRefused(await api.call('/pause-subscription', { subscriptionId: yearly.subscriptionId, months: 1 }, member.idToken), 409, 'PAUSE_MONTHLY_ONLY');
    await api.call('/cancel-subscription', { subscriptionId: yearly.subscriptionId }, member.idToken);
    expectRefused(await api.call('/pause-subscription', { subscriptionId: yearly.subscriptionId, months: 1 }, member.idToken), 409, 'SUBSCRIPTION_ENDED');
    expectRefused(await api.call('/resume-subscription', { subscriptionId: yearly.subscriptionId }, member.idToken), 409, 'SUBSCRIPTION_ENDED');

    const monthly = await subscribe();
    await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa_chargeDeclinedInsufficientFunds', isSub: true }, member.idToken);
    await renewAfter(32);
    expect((await current()).status).toBe('PAST_DUE');
    expectRefused(await api.call('/pause-subscription', { subscriptionId: monthly.subscriptionId, months: 1 }, member.idToken), 409, 'SUBSCRIPTION_PAST_DUE');
    expect((await current()).pausedUntil).toBeNull();
  });

  it.each([0, 4, 1.5, '1', null])('refuses %p months with 400', async (months) => {
    const plan = await subscribe();
    expectRefused(await api.call('/pause-subscription', { subscriptionId: plan.subscriptionId, months }, member.idToken), 400, 'VALIDATION_FAILED');
    expect((await current()).pausedUntil).toBeNull();
  });

  it("answers 404 for another member's subscription and 401 without a token", async () => {
    const plan = await subscribe();
    const other = await createEmailUser();
    expectRefused(await api.call('/pause-subscription', { subscriptionId: plan.subscriptionId, months: 1 }, other.idToken), 404, 'NOT_FOUND');
    expectRefused(await api.call('/resume-subscription', { subscriptionId: plan.subscriptionId }, other.idToken), 404, 'NOT_FOUND');
    expectRefused(await api.call('/pause-subscription', { subscriptionId: plan.subscriptionId, months: 1 }), 401, 'AUTH_REQUIRED');
    expect((await current()).pausedUntil).toBeNull();
  });
});
