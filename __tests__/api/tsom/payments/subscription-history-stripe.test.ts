import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { getDb } from '@/lib/server/db/client';
import { subscriptionEvents } from '@/lib/server/db/schema/business';
import { subscriptions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { createFakeStripe } from '../../../helpers/fake-stripe';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { serveMemberActionRoutes } from '../../../helpers/member-action-routes';
import { outsideWorld } from '../../../helpers/msw';
import { outboxRowsTo } from '../../../helpers/outbox';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';
import { memberOfType } from '../../../helpers/staff-members';

process.env.STRIPE_SECRET_KEY = 'sk_test_panui';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_panui';
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_panui';

const stripe = createFakeStripe();
const signer = new Stripe('sk_test_panui');
let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
let member: EmailUser;

beforeAll(async () => {
  api = await servePaymentRoutes();
});
afterAll(() => api.close());
beforeEach(async () => {
  resetRateLimits();
  outsideWorld.use(...stripe.handlers);
  member = await createEmailUser();
});

const event = (type: string, object: Record<string, unknown>) => ({
  id: `evt_${randomUUID()}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  api_version: '2026-10-28.endive',
  data: { object },
});

async function deliver(payload: object) {
  const body = JSON.stringify(payload);
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_panui' });
  const res = await fetch(`${api.url}/api/webhooks/stripe`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body });
  expect(res.status).toBe(200);
}

async function subscribe() {
  const res = await api.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 }), member.idToken);
  expect(res.status).toBe(200);
  return { subscriptionId: res.json.data.subscription.subscriptionId as string, stripeId: [...stripe.subscriptions.values()].at(-1)!.id as string, customer: `cus_${member.uid}` };
}

const kindsOf = async (where: { subscriptionId?: string; memberUid?: string }) => {
  const db = await getDb();
  const rows = await db
    .select()
    .from(subscriptionEvents)
    .where(where.subscriptionId ? eq(subscriptionEvents.subscriptionId, where.subscriptionId) : eq(subscriptionEvents.memberUid, where.memberUid!))
    .orderBy(subscriptionEvents.id);
  return rows.map((row) => [row.kind, row.amount, row.billingInterval]);
};

/** The confirmations queued to the member (decision 268), oldest first, as [template, who made the change]. */
const confirmations = async () =>
  (await outboxRowsTo(member.email)).filter((row) => row.key.startsWith('subscription-')).map((row) => [row.template, (row.data as { changedBy?: string }).changedBy]);

describe('subscription history from Stripe', () => {
  it('a plan made in the dashboard records one created event; the same event again, or re-sent, records nothing', async () => {
    const plan = await subscribe();
    const made = stripe.addSubscription({ customer: plan.customer, 'items[0][price_data][unit_amount]': '700', 'items[0][price_data][recurring][interval]': 'year' });
    const created = event('customer.subscription.created', made);
    await deliver(created);
    await deliver(created);
    await deliver({ ...created, id: `evt_${randomUUID()}` });
    const [row] = await (await getDb()).select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, made.id as string));
    expect(await kindsOf({ subscriptionId: row!.id })).toEqual([['created', 700, 'YEARLY']]);
  });

  it('cancel_at_period_end set in Stripe is one canceled event; unset again is reactivated; replays add nothing', async () => {
    const plan = await subscribe();
    const stripeSubscription = stripe.subscriptions.get(plan.stripeId)!;
    stripeSubscription.cancel_at_period_end = true;
    const canceled = event('customer.subscription.updated', { ...stripeSubscription });
    await deliver(canceled);
    await deliver({ ...canceled, id: `evt_${randomUUID()}` });
    stripeSubscription.cancel_at_period_end = false;
    await deliver(event('customer.subscription.updated', { ...stripeSubscription }));
    expect((await kindsOf({ subscriptionId: plan.subscriptionId })).map(([kind]) => kind)).toEqual(['created', 'canceled', 'reactivated']);
    expect(await confirmations()).toEqual([
      ['subscription-canceled', 'payment-system'],
      ['subscription-reactivated', 'payment-system'],
    ]);
  });

  it('Stripe ending a plan nobody cancelled (renewal finally failed) records lapsed, once', async () => {
    const plan = await subscribe();
    const stripeSubscription = stripe.subscriptions.get(plan.stripeId)!;
    stripeSubscription.status = 'past_due';
    await deliver(event('customer.subscription.updated', { ...stripeSubscription }));
    stripeSubscription.status = 'canceled';
    const deleted = event('customer.subscription.deleted', { ...stripeSubscription });
    await deliver(deleted);
    await deliver({ ...deleted, id: `evt_${randomUUID()}` });
    expect((await kindsOf({ subscriptionId: plan.subscriptionId })).map(([kind]) => kind)).toEqual(['created', 'lapsed']);
    // A lapse is told by the payment notices, not as a change.
    expect(await confirmations()).toEqual([]);
  });

  it('an amount changed in Stripe records changed with the new amount', async () => {
    const plan = await subscribe();
    const stripeSubscription = stripe.subscriptions.get(plan.stripeId)!;
    (stripeSubscription.items as { data: { price: { unit_amount: number } }[] }).data[0]!.price.unit_amount = 1_500;
    await deliver(event('customer.subscription.updated', { ...stripeSubscription }));
    expect(await kindsOf({ subscriptionId: plan.subscriptionId })).toEqual([
      ['created', 1_000, 'MONTHLY'],
      ['changed', 1_500, 'MONTHLY'],
    ]);
    const [row, ...others] = (await outboxRowsTo(member.email)).filter((each) => each.key.startsWith('subscription-'));
    expect(others).toEqual([]);
    expect(row!.data).toMatchObject({ amount: '$15.00', previousAmount: '$10.00', changedBy: 'payment-system' });
  });

  it('Stripe echoing a change the member made on the site confirms it once, as the member’s', async () => {
    const plan = await subscribe();
    const [sub] = await (await getDb()).select().from(subscriptions).where(eq(subscriptions.id, plan.subscriptionId));
    const body = { subscriptionId: plan.subscriptionId, paymentMethodId: sub!.paymentMethodId, amount: 2_500, billingInterval: 'MONTHLY' };
    expect((await api.call('/update-subscription', body, member.idToken)).status).toBe(200);
    const [row] = await (await getDb()).select().from(subscriptions).where(eq(subscriptions.id, plan.subscriptionId));
    const echoed = event('customer.subscription.updated', { ...stripe.subscriptions.get(row!.providerSubscriptionId)! });
    await deliver(echoed);
    await deliver({ ...echoed, id: `evt_${randomUUID()}` });
    expect(await confirmations()).toEqual([['subscription-changed', 'member']]);
  });
});

describe('an administrator cancelling a Stripe plan now', () => {
  it('cancels it at Stripe at once; Stripe’s deleted event afterwards records no second event', async () => {
    const desk = await serveMemberActionRoutes();
    try {
      const [admin, plan] = await Promise.all([memberOfType('administrator'), subscribe()]);
      const res = await desk.call('POST', `/subscriptions/${plan.subscriptionId}/cancel`, { memberUid: member.uid, reason: 'Card reported stolen', when: 'now' }, admin.idToken);
      expect(res.status).toBe(200);
      expect(stripe.callsTo('DELETE', `/subscriptions/${plan.stripeId}`)).toHaveLength(1);
      await deliver(event('customer.subscription.deleted', { ...stripe.subscriptions.get(plan.stripeId)! }));
      expect((await kindsOf({ subscriptionId: plan.subscriptionId })).map(([kind]) => kind)).toEqual(['created', 'canceled']);
      expect(await confirmations()).toEqual([['subscription-canceled', 'newsroom']]);
    } finally {
      await desk.close();
    }
  });
});
