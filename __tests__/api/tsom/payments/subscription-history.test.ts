import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { subscriptionEvents } from '@/lib/server/db/schema/business';
import { subscriptions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { renewDueSubscriptions } from '@/lib/server/payments/renewal-service';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
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

type Plan = { subscriptionId: string; paymentMethodId: string; currentPeriodEnd: string };

async function subscribe(): Promise<Plan> {
  const res = await api.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 }), member.idToken);
  expect(res.status).toBe(200);
  return res.json.data.subscription as Plan;
}

const history = async (subscriptionId: string) =>
  (await (await getDb()).select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, subscriptionId)).orderBy(subscriptionEvents.id)).map((row) => ({
    kind: row.kind,
    amount: row.amount,
    billingInterval: row.billingInterval,
    reason: row.reason,
    actorUid: row.actorUid,
  }));

const DAY = 86_400_000;
const renewAfter = async (days: number) => {
  const db = await getDb();
  const clock = () => new Date(Date.now() + days * DAY);
  return renewDueSubscriptions({ db, clock, provider: createSandboxPaymentProvider({ db, clock }) });
};

describe('subscription history (subscription_events)', () => {
  it('a new subscription records one created event with its amount and interval', async () => {
    const plan = await subscribe();
    expect(await history(plan.subscriptionId)).toEqual([{ kind: 'created', amount: 1_000, billingInterval: 'MONTHLY', reason: null, actorUid: null }]);
  });

  it('the member’s change, pause, resume and cancel each record exactly one event; repeating resume or cancel records nothing', async () => {
    const plan = await subscribe();
    const card = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_mastercard' }, member.idToken);
    const change = { subscriptionId: plan.subscriptionId, paymentMethodId: card.json.data.paymentMethodId, amount: 2_000, billingInterval: 'MONTHLY' };
    expect((await api.call('/update-subscription', change, member.idToken)).status).toBe(200);
    // A change of card only is not a change of plan.
    expect((await api.call('/update-subscription', { ...change, paymentMethodId: plan.paymentMethodId }, member.idToken)).status).toBe(200);
    expect((await api.call('/pause-subscription', { subscriptionId: plan.subscriptionId, months: 2 }, member.idToken)).status).toBe(200);
    expect((await api.call('/resume-subscription', { subscriptionId: plan.subscriptionId }, member.idToken)).status).toBe(200);
    expect((await api.call('/resume-subscription', { subscriptionId: plan.subscriptionId }, member.idToken)).status).toBe(200);
    expect((await api.call('/cancel-subscription', { subscriptionId: plan.subscriptionId, reason: 'too_expensive' }, member.idToken)).status).toBe(200);
    expect((await api.call('/cancel-subscription', { subscriptionId: plan.subscriptionId, reason: 'other' }, member.idToken)).status).toBe(200);

    expect((await history(plan.subscriptionId)).map((event) => [event.kind, event.amount, event.reason])).toEqual([
      ['created', 1_000, null],
      ['changed', 2_000, null],
      ['paused', 2_000, null],
      ['resumed', 2_000, null],
      ['canceled', 2_000, 'too_expensive'],
    ]);
  });

  it('renewals, paid or declined, are not changes of the subscription; a cancelled one running out records nothing more', async () => {
    const plan = await subscribe();
    const db = await getDb();
    await db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() + 2 * DAY) }).where(eq(subscriptions.id, plan.subscriptionId));
    expect((await renewAfter(3)).renewed).toBe(1);
    expect((await api.call('/cancel-subscription', { subscriptionId: plan.subscriptionId }, member.idToken)).status).toBe(200);
    await renewAfter(70);
    expect((await history(plan.subscriptionId)).map((event) => event.kind)).toEqual(['created', 'canceled']);
  });
});
