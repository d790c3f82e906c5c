import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { transactions, webhookEvents } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { createFakeStripe } from '../../../helpers/fake-stripe';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { outsideWorld } from '../../../helpers/msw';
import { outboxRowsTo } from '../../../helpers/outbox';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';

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

const event = (type: string, object: Record<string, unknown>, id = `evt_${randomUUID()}`) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  api_version: '2026-10-28.endive',
  data: { object },
});

/** Delivers an event as Stripe does: the raw body signed with the endpoint secret. */
async function deliver(payload: object, secret = 'whsec_panui') {
  const body = JSON.stringify(payload);
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret });
  const res = await fetch(`${api.url}/api/webhooks/stripe`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body });
  return { status: res.status, json: await res.json() };
}

const invoice = (fields: { subscription: string; customer: string; amount: number; metadata?: Record<string, string>; id?: string }) => ({
  id: fields.id ?? `in_${randomUUID()}`,
  object: 'invoice',
  customer: fields.customer,
  amount_paid: fields.amount,
  amount_due: fields.amount,
  created: Math.floor(Date.now() / 1000),
  parent: { type: 'subscription_details', subscription_details: { subscription: fields.subscription, metadata: fields.metadata ?? {} } },
});

const transactionsOf = async (uid: string) => (await getDb()).select().from(transactions).where(eq(transactions.memberUid, uid));
const listed = async (path: string) => (await api.call(path, {}, member.idToken)).json.data;

async function subscribe() {
  const res = await api.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 }), member.idToken);
  expect(res.status).toBe(200);
  const stripeId = [...stripe.subscriptions.values()].at(-1)!.id;
  return { ...res.json.data, stripeId, customer: `cus_${member.uid}` };
}

describe('POST /api/webhooks/stripe', () => {
  it('refuses a body whose signature does not match with 400 and applies nothing', async () => {
    const res = await deliver(event('invoice.paid', { id: 'in_x', customer: 'cus_x' }), 'whsec_wrong');
    expect({ status: res.status, code: res.json.error.code }).toEqual({ status: 400, code: 'WEBHOOK_SIGNATURE_INVALID' });
    const noSignature = await fetch(`${api.url}/api/webhooks/stripe`, { method: 'POST', body: '{}' });
    expect(noSignature.status).toBe(400);
  });

  it('answers 200 to an event type it does not use', async () => {
    const res = await deliver(event('charge.refund.updated', { id: 're_1' }));
    expect(res.status).toBe(200);
    expect(res.json.data.outcome).toBe('ignored');
  });

  it('invoice.paid for a renewal adds one transaction; the same event again changes nothing', async () => {
    const plan = await subscribe();
    const renewal = event('invoice.paid', invoice({ subscription: plan.stripeId, customer: plan.customer, amount: 1_000, metadata: { txId: plan.transaction.txId } }));
    expect((await deliver(renewal)).json.data.outcome).toBe('applied');
    const after = await transactionsOf(member.uid);
    expect(after).toHaveLength(2);
    expect((await deliver(renewal)).json.data.outcome).toBe('duplicate');
    expect(await transactionsOf(member.uid)).toEqual(after);
    // The same invoice under a new event id (Stripe's retries keep the id; a resend does not) upserts.
    await deliver({ ...renewal, id: `evt_${randomUUID()}` });
    expect(await transactionsOf(member.uid)).toHaveLength(2);
    // One receipt for each payment: the replays queued none.
    const receipts = (await outboxRowsTo(member.email)).map((row) => row.key).filter((key) => key.startsWith('receipt:'));
    expect(receipts.sort()).toEqual(after.map((tx) => `receipt:${tx.id}`).sort());
  });

  it('invoice.paid for the first invoice our call already recorded adds nothing', async () => {
    const plan = await subscribe();
    const firstInvoice = (await transactionsOf(member.uid))[0]!.providerChargeId;
    await deliver(event('invoice.paid', invoice({ id: firstInvoice, subscription: plan.stripeId, customer: plan.customer, amount: 1_000, metadata: { txId: plan.transaction.txId } })));
    expect(await transactionsOf(member.uid)).toHaveLength(1);
    expect((await outboxRowsTo(member.email)).map((row) => row.key)).toEqual([`receipt:${plan.transaction.txId}`, `welcome:${plan.subscription.subscriptionId}`]);
  });

  it('invoice.paid settles a first charge whose creating call died before settling', async () => {
    const plan = await subscribe();
    const db = await getDb();
    const pendingId = `tx_${randomUUID().replace(/-/g, '')}`;
    await db.insert(transactions).values({
      id: pendingId,
      memberUid: member.uid,
      provider: 'stripe',
      providerChargeId: `pending_${pendingId}`,
      amount: 1_500,
      paymentType: 'SUBSCRIPTION',
      billingInterval: 'MONTHLY',
      status: 'pending',
      description: 'Monthly',
    });
    const orphan = stripe.addSubscription({ customer: plan.customer, 'items[0][price_data][unit_amount]': '1500', 'metadata[txId]': pendingId });
    await deliver(event('invoice.paid', invoice({ subscription: orphan.id, customer: plan.customer, amount: 1_500, metadata: { txId: pendingId } })));
    const [settled] = await db.select().from(transactions).where(eq(transactions.id, pendingId));
    expect(settled).toMatchObject({ status: 'succeeded' });
    expect(settled!.providerChargeId).toMatch(/^in_/);
    expect((await listed('/subscriptions')).map((s: { amount: number }) => s.amount).sort()).toEqual([1_000, 1_500]);
    expect((await api.call('/receipt', { txId: pendingId }, member.idToken)).status).toBe(200);
  });

  it('invoice.payment_failed records a failed renewal and the subscription shows past due', async () => {
    const plan = await subscribe();
    stripe.subscriptions.get(plan.stripeId)!.status = 'past_due';
    await deliver(event('invoice.payment_failed', invoice({ subscription: plan.stripeId, customer: plan.customer, amount: 1_000 })));
    const txs = await listed('/list-transactions');
    expect(txs.map((t: { status: string }) => t.status)).toContain('failed');
    expect((await listed('/subscriptions'))[0].status).toBe('PAST_DUE');
  });

  it('customer.subscription.updated and .deleted follow Stripe’s current state, whatever order they arrive in', async () => {
    const plan = await subscribe();
    const stripeSubscription = stripe.subscriptions.get(plan.stripeId)!;
    const updatedBefore = event('customer.subscription.updated', { ...stripeSubscription });
    stripeSubscription.status = 'canceled';
    await deliver(event('customer.subscription.deleted', { ...stripeSubscription }));
    expect((await listed('/subscriptions'))[0].status).toBe('DELETED');
    // The older update arrives last: its state is not applied over the newer one.
    await deliver(updatedBefore);
    expect((await listed('/subscriptions'))[0].status).toBe('DELETED');
  });

  it('customer.subscription.created for a plan made elsewhere (the dashboard) adds it to the member', async () => {
    const plan = await subscribe();
    const made = stripe.addSubscription({ customer: plan.customer, 'items[0][price_data][unit_amount]': '700', 'items[0][price_data][recurring][interval]': 'year' });
    await deliver(event('customer.subscription.created', made));
    expect((await listed('/subscriptions')).find((s: { amount: number }) => s.amount === 700)).toMatchObject({ billingInterval: 'YEARLY', status: 'ACTIVE' });
  });

  it.each([
    ['payment_intent.succeeded', 'succeeded'],
    ['payment_intent.payment_failed', 'failed'],
  ])('%s settles a one-off payment left pending', async (type, status) => {
    await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa' }, member.idToken);
    const db = await getDb();
    const txId = `tx_${randomUUID().replace(/-/g, '')}`;
    await db.insert(transactions).values({
      id: txId,
      memberUid: member.uid,
      provider: 'stripe',
      providerChargeId: `pending_${txId}`,
      amount: 2_000,
      paymentType: 'PAY_WHAT_YOU_WANT',
      billingInterval: 'ONE_OFF',
      status: 'pending',
      description: 'Donation',
    });
    const intent = { id: `pi_${randomUUID()}`, object: 'payment_intent', customer: `cus_${member.uid}`, metadata: { txId }, last_payment_error: status === 'failed' ? { code: 'card_declined', decline_code: 'insufficient_funds' } : null };
    const delivered = event(type, intent);
    await deliver(delivered);
    await deliver(delivered);
    const [row] = await db.select().from(transactions).where(eq(transactions.id, txId));
    expect(row).toMatchObject({ status, providerChargeId: intent.id });
    if (status === 'failed') expect(row!.failureCode).toBe('insufficient_funds');
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.id, delivered.id))).toHaveLength(1);
  });

  it('keeps an invoice for a customer we do not know yet and applies it when the member appears', async () => {
    const customer = `cus_${member.uid}`;
    const made = stripe.addSubscription({ customer, 'items[0][price_data][unit_amount]': '1200' });
    const early = await deliver(event('invoice.paid', invoice({ subscription: made.id, customer, amount: 1_200 })));
    expect(early.json.data.outcome).toBe('deferred');
    const db = await getDb();
    expect(await db.select().from(members).where(eq(members.uid, member.uid))).toHaveLength(0);
    // The member's first card makes the Stripe customer link, and what waited for it is applied.
    expect((await api.call('/create-payment-method', { paymentMethodId: 'pm_card_visa' }, member.idToken)).status).toBe(200);
    const txs = await listed('/list-transactions');
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({ amount: 1_200, status: 'succeeded' });
    expect((await listed('/subscriptions'))[0]).toMatchObject({ amount: 1_200 });
  });
});
