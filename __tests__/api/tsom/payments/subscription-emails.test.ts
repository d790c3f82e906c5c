import { eq } from 'drizzle-orm';
import { displayDate } from '@/lib/dates/nz-time';
import { getDb } from '@/lib/server/db/client';
import { subscriptionEvents } from '@/lib/server/db/schema/business';
import { subscriptions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { updateSubscription } from '@/lib/server/payments/subscription-service';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { mailTo } from '../../../helpers/newsletter-rows';
import { outboxRowsTo } from '../../../helpers/outbox';
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

async function subscribe(interval: 'MONTHLY' | 'YEARLY' = 'MONTHLY'): Promise<Plan> {
  const res = await api.call('', paymentRequest({ billingInterval: interval, price: 1_000, amount: 1_000 }), member.idToken);
  expect(res.status).toBe(200);
  return res.json.data.subscription as Plan;
}

/** The keys of the confirmations queued to the member, oldest first (receipts and the welcome left out). */
const confirmationKeys = async () => (await outboxRowsTo(member.email)).map((row) => row.key).filter((key) => key.startsWith('subscription-'));
const eventIds = async (subscriptionId: string) =>
  (await (await getDb()).select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, subscriptionId)).orderBy(subscriptionEvents.id)).map((event) => [event.kind, event.id]);
const mailWith = async (subject: string) => (await mailTo(member.email)).filter((mail) => mail.subject.startsWith(subject));

describe('confirmations of the member’s own changes', () => {
  it('a new amount: one email keyed by its history event, saying the new amount, the old one and from when; a change of card alone sends none', async () => {
    const plan = await subscribe();
    const card = await api.call('/create-payment-method', { paymentMethodId: 'pm_card_mastercard' }, member.idToken);
    const change = { subscriptionId: plan.subscriptionId, paymentMethodId: plan.paymentMethodId, amount: 2_000, billingInterval: 'MONTHLY' };
    expect((await api.call('/update-subscription', change, member.idToken)).status).toBe(200);
    expect((await api.call('/update-subscription', change, member.idToken)).status).toBe(200);
    expect((await api.call('/update-subscription', { ...change, paymentMethodId: card.json.data.paymentMethodId }, member.idToken)).status).toBe(200);

    const [, changed] = await eventIds(plan.subscriptionId);
    expect(changed?.[0]).toBe('changed');
    expect(await confirmationKeys()).toEqual([`subscription-changed:${changed![1]}`]);
    const [mail, ...others] = await mailWith('Your regular gift to Pānui has changed');
    expect(others).toEqual([]);
    for (const line of ['New gift: $20.00 NZD each month', `Applies from: ${displayDate(plan.currentPeriodEnd)}`, 'Was: $10.00 NZD each month', 'You made this change from your profile']) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.text).toContain('/profile?tab=overview');
  });

  it('a new interval says the yearly gift and its first day', async () => {
    const plan = await subscribe();
    expect((await api.call('/update-subscription', { subscriptionId: plan.subscriptionId, paymentMethodId: plan.paymentMethodId, amount: 12_000, billingInterval: 'YEARLY' }, member.idToken)).status).toBe(200);
    const [mail] = await mailWith('Your regular gift to Pānui has changed');
    expect(mail!.text).toContain(`Your regular gift is now $120.00 NZD each year. Nothing is charged today: the period you have paid for runs out as it is, and the new yearly gift is taken from ${displayDate(plan.currentPeriodEnd)}.`);
  });

  it('pause, resume and cancel: one email each, with the dates that matter; resuming or cancelling again sends nothing more', async () => {
    const plan = await subscribe();
    const paused = await api.call('/pause-subscription', { subscriptionId: plan.subscriptionId, months: 2 }, member.idToken);
    expect(paused.status).toBe(200);
    expect((await api.call('/resume-subscription', { subscriptionId: plan.subscriptionId }, member.idToken)).status).toBe(200);
    expect((await api.call('/resume-subscription', { subscriptionId: plan.subscriptionId }, member.idToken)).status).toBe(200);
    expect((await api.call('/cancel-subscription', { subscriptionId: plan.subscriptionId, reason: 'too_expensive' }, member.idToken)).status).toBe(200);
    expect((await api.call('/cancel-subscription', { subscriptionId: plan.subscriptionId }, member.idToken)).status).toBe(200);

    const events = Object.fromEntries(await eventIds(plan.subscriptionId));
    expect(await confirmationKeys()).toEqual([`subscription-paused:${events.paused}`, `subscription-resumed:${events.resumed}`, `subscription-canceled:${events.canceled}`]);
    const [pause] = await mailWith('Your regular gift to Pānui is paused');
    expect(pause!.text).toContain(`Paused until: ${displayDate(paused.json.data.resumesAt)}`);
    const [resume] = await mailWith('Your regular gift to Pānui has started again');
    expect(resume!.text).toContain(`Next payment: ${displayDate(plan.currentPeriodEnd)}`);
    const [cancel, ...again] = await mailWith('Your regular gift to Pānui is cancelled');
    expect(again).toEqual([]);
    expect(cancel!.text).toContain(`Support ends on: ${displayDate(plan.currentPeriodEnd)}`);
    expect(cancel!.text).toContain('Thank you for supporting Pānui');
    expect(cancel!.text).toContain('Give again http://localhost:3000/donate');
  });

  it('a change of a past-due plan says the next try takes the new amount', async () => {
    const plan = await subscribe();
    await (await getDb()).update(subscriptions).set({ status: 'PAST_DUE' }).where(eq(subscriptions.id, plan.subscriptionId));
    expect((await api.call('/update-subscription', { subscriptionId: plan.subscriptionId, paymentMethodId: plan.paymentMethodId, amount: 500, billingInterval: 'MONTHLY' }, member.idToken)).status).toBe(200);
    const [mail] = await mailWith('Your regular gift to Pānui has changed');
    expect(mail!.text).toContain(`Your last payment did not go through, so our next try, from ${displayDate(new Date())}, takes the new amount.`);
  });
});

describe('a change that fails sends nothing', () => {
  it('refused changes (a yearly pause, a change to an ended plan) queue no confirmation', async () => {
    const yearly = await subscribe('YEARLY');
    expect((await api.call('/pause-subscription', { subscriptionId: yearly.subscriptionId, months: 1 }, member.idToken)).status).toBe(409);
    expect((await api.call('/cancel-subscription', { subscriptionId: yearly.subscriptionId }, member.idToken)).status).toBe(200);
    const ended = { subscriptionId: yearly.subscriptionId, paymentMethodId: yearly.paymentMethodId, amount: 2_000, billingInterval: 'YEARLY' };
    expect((await api.call('/update-subscription', ended, member.idToken)).status).toBe(409);
    expect((await confirmationKeys()).map((key) => key.split(':')[0])).toEqual(['subscription-canceled']);
  });

  it('a provider that fails the change leaves the plan, its history and the outbox as they were', async () => {
    const plan = await subscribe();
    const db = await getDb();
    const clock = () => new Date();
    const sandbox = createSandboxPaymentProvider({ db, clock });
    const provider = { ...sandbox, changeSubscription: async () => Promise.reject(new Error('the provider is down')) };
    const caller = { uid: member.uid, email: member.email, emailVerified: false, isAnonymous: false };
    const body = { subscriptionId: plan.subscriptionId, paymentMethodId: plan.paymentMethodId, amount: 3_000, billingInterval: 'MONTHLY' as const };
    await expect(updateSubscription({ db, clock, provider }, caller, body)).rejects.toThrow('the provider is down');
    expect((await eventIds(plan.subscriptionId)).map(([kind]) => kind)).toEqual(['created']);
    expect(await confirmationKeys()).toEqual([]);
  });
});
