import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { getDb } from '@/lib/server/db/client';
import { subscriptionEvents } from '@/lib/server/db/schema/business';
import { transactions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { type DevMail, linkIn } from '@/lib/server/providers/mail/dev-mailbox';
import { expectRefused } from '../../../helpers/api-call';
import { createFakeStripe } from '../../../helpers/fake-stripe';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { outsideWorld } from '../../../helpers/msw';
import { mailTo } from '../../../helpers/newsletter-rows';
import { outboxRowsTo } from '../../../helpers/outbox';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';

// Failed renewals with Stripe (decisions 234, 235, 237): its webhooks send the same notices as the
// sandbox, once each however often they arrive, and the notice's link pays Stripe's open invoice.
// The notices are queued in the event's transaction (decision 261); the outbox's worker sends them.
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

const event = (type: string, object: object, id = `evt_${randomUUID()}`) => ({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), api_version: '2026-10-28.endive', data: { object } });

async function deliver(payload: { id: string }) {
  const body = JSON.stringify(payload);
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_panui' });
  const res = await fetch(`${api.url}/api/webhooks/stripe`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { outcome: string } }).data.outcome;
}

async function subscribe() {
  const res = await api.call('', paymentRequest({ billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 }), member.idToken);
  expect(res.status).toBe(200);
  const stripeId = [...stripe.subscriptions.values()].at(-1)!.id;
  return { subscriptionId: res.json.data.subscription.subscriptionId as string, stripeId };
}

const NOTICE_SUBJECTS = /did not go through|with your bank|support has ended/;
/** The notices the member got, oldest first, once the outbox has sent what it holds (receipts and welcomes left out). */
const mails = async () => (await mailTo(member.email)).filter((mail) => NOTICE_SUBJECTS.test(mail.subject));
const queuedKeys = async () => (await outboxRowsTo(member.email)).map((row) => `${row.status} ${row.key}`);
const subjects = async () => (await mails()).map((mail) => mail.subject);
/** Our rows of a renewal invoice: there is one, whatever happened to it. */
const invoiceRows = async (invoiceId: string) => (await getDb()).select().from(transactions).where(eq(transactions.providerChargeId, invoiceId));
const listed = async (path: string) => (await api.call(path, {}, member.idToken)).json.data;
const tokenOf = (mail: DevMail) => linkIn(mail, '/payments/update-card')!.searchParams.get('token')!;
const updateCard = (token: string, paymentMethodId: string) => api.callPath('/api/payments/update-card', { token, paymentMethodId });

/** A declined renewal as Stripe reports it; answers the notice it sent. */
async function failedRenewal() {
  const plan = await subscribe();
  const invoice = stripe.failRenewal(plan.stripeId);
  expect(await deliver(event('invoice.payment_failed', invoice))).toBe('applied');
  // Committed with the event, before any worker runs: a crash now cannot lose it.
  expect(await queuedKeys()).toContain(`pending renewal-failed:${plan.subscriptionId}:${invoice.id}:1`);
  const [notice] = await mails();
  return { ...plan, invoice, notice: notice! };
}

describe('Stripe webhooks tell the supporter', () => {
  it('invoice.payment_failed of a renewal sends the failed-renewal notice once, whether replayed or sent again under a new id', async () => {
    const { invoice, notice } = await failedRenewal();
    expect(notice.subject).toMatch(/payment did not go through/);
    expect(notice.text).toContain('We will try again on');
    expect(linkIn(notice, '/payments/update-card')).not.toBeNull();
    const again = event('invoice.payment_failed', invoice);
    await deliver(again);
    expect(await deliver(again)).toBe('duplicate');
    expect(await subjects()).toHaveLength(1);
    expect((await listed('/subscriptions'))[0].status).toBe('PAST_DUE');
    // Smart Retries' next attempt is a notice of its own, saying it was the last try.
    await deliver(event('invoice.payment_failed', { ...invoice, attempt_count: 2, next_payment_attempt: null }));
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain('This was our last try');
  });

  it('a renewal that needs 3-D Secure: invoice.payment_action_required sends the confirm notice with Stripe’s hosted invoice page, and its invoice.payment_failed no decline', async () => {
    const plan = await subscribe();
    const invoice = stripe.failRenewal(plan.stripeId, { needsAction: true });
    await deliver(event('invoice.payment_action_required', invoice));
    await deliver(event('invoice.payment_failed', invoice));
    const [notice, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(notice!.subject).toMatch(/Confirm your .* payment with your bank/);
    expect(notice!.text).toContain(invoice.hosted_invoice_url);
    expect(linkIn(notice!, '/payments/update-card')).not.toBeNull();
  });

  it.each([
    ['customer.subscription.updated to unpaid', 'unpaid', null],
    ['customer.subscription.deleted after failed payments', 'canceled', 'payment_failed'],
  ])('%s: the final notice, once, and the subscription has lapsed', async (_name, status, reason) => {
    const plan = await subscribe();
    const subscription = stripe.subscriptions.get(plan.stripeId)!;
    Object.assign(subscription, { status, cancellation_details: { reason } });
    await deliver(event('customer.subscription.updated', { ...subscription }));
    await deliver(event(status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated', { ...subscription }));
    expect(await subjects()).toEqual([expect.stringMatching(/support has ended/)]);
    expect((await listed('/subscriptions'))[0].status).toBe('DELETED');
    const kinds = (await (await getDb()).select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, plan.subscriptionId))).map((e) => e.kind);
    expect(kinds).toEqual(['created', 'lapsed']);
  });

  it('a supporter’s own cancellation sends no lapse notice', async () => {
    const plan = await subscribe();
    const subscription = stripe.subscriptions.get(plan.stripeId)!;
    Object.assign(subscription, { status: 'canceled', cancellation_details: { reason: 'cancellation_requested' } });
    await deliver(event('customer.subscription.deleted', { ...subscription }));
    expect(await mails()).toHaveLength(0);
  });
});

describe('an invoice’s row moves only forward, whatever order its events arrive in', () => {
  it('invoice.payment_failed after invoice.paid leaves it paid and tells no one; a refunded one stays refunded', async () => {
    const plan = await subscribe();
    const invoice = stripe.failRenewal(plan.stripeId);
    const paid = { ...invoice, status: 'paid', amount_paid: invoice.amount_due };
    stripe.subscriptions.get(plan.stripeId)!.status = 'active';
    await deliver(event('invoice.paid', paid));
    await deliver(event('invoice.payment_failed', invoice));
    expect((await invoiceRows(invoice.id)).map((tx) => tx.status)).toEqual(['succeeded']);
    expect(await mails()).toHaveLength(0);
    await (await getDb()).update(transactions).set({ status: 'refunded' }).where(eq(transactions.providerChargeId, invoice.id));
    await deliver(event('invoice.payment_failed', { ...invoice, attempt_count: 2 }));
    expect((await invoiceRows(invoice.id)).map((tx) => tx.status)).toEqual(['refunded']);
  });

  it('invoice.paid after invoice.payment_failed (a Smart Retry that worked) makes the same row paid', async () => {
    const plan = await subscribe();
    const invoice = stripe.failRenewal(plan.stripeId);
    await deliver(event('invoice.payment_failed', invoice));
    stripe.subscriptions.get(plan.stripeId)!.status = 'active';
    await deliver(event('invoice.paid', { ...invoice, status: 'paid', amount_paid: invoice.amount_due }));
    expect((await invoiceRows(invoice.id)).map((tx) => tx.status)).toEqual(['succeeded']);
    expect((await listed('/subscriptions'))[0].status).toBe('ACTIVE');
  });
});

describe('the update-card link with Stripe pays the open invoice', () => {
  it('attaches the card, pays the invoice under our key and makes the card the subscription’s default: one paid row, then the link is spent', async () => {
    const { stripeId, invoice, notice } = await failedRenewal();
    const token = tokenOf(notice);
    const res = await updateCard(token, 'pm_card_mastercard');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ state: 'paid', transaction: { status: 'succeeded', amount: 1_000 } });
    expect(stripe.callsTo('POST', '/payment_methods/pm_card_mastercard/attach')).toHaveLength(1);
    expect(stripe.callsTo('POST', `/subscriptions/${stripeId}`).some((call) => call.form.get('default_payment_method') === 'pm_card_mastercard')).toBe(true);
    const [pay, ...more] = stripe.callsTo('POST', `/invoices/${invoice.id}/pay`);
    expect(more).toHaveLength(0);
    expect(pay!.form.get('payment_method')).toBe('pm_card_mastercard');
    expect(pay!.idempotencyKey).toMatch(/^card-update_/);
    // The invoice's row (failed by the webhook) is now paid; its invoice.paid adds nothing.
    await deliver(event('invoice.paid', stripe.invoices.get(invoice.id)!));
    expect((await invoiceRows(invoice.id)).map((tx) => tx.status)).toEqual(['succeeded']);
    expect((await listed('/subscriptions'))[0]).toMatchObject({ status: 'ACTIVE', card: { last4: '4444' } });
    // Its receipt names the card that paid it.
    const [row] = await invoiceRows(invoice.id);
    expect((await api.call('/receipt', { txId: row!.id }, member.idToken)).json.data.card).toMatchObject({ last4: '4444' });
    expectRefused(await updateCard(token, 'pm_card_mastercard'), 409, 'LINK_USED');
  });

  it('a new card whose bank asks answers requires_action with Stripe’s client secret; after Stripe.js, the same call answers paid', async () => {
    const { invoice, notice } = await failedRenewal();
    const token = tokenOf(notice);
    const asking = await updateCard(token, 'pm_fake_requiresActionOnCharge');
    expect(asking.status).toBe(200);
    expect(asking.json.data).toMatchObject({ state: 'requires_action', nextAction: { provider: 'stripe', clientSecret: expect.stringContaining('_secret_') } });
    stripe.answerChallenge(asking.json.data.nextAction.intentId, 'complete');
    const paid = await updateCard(token, 'pm_fake_requiresActionOnCharge');
    expect(paid.json.data).toMatchObject({ state: 'paid', transaction: { status: 'succeeded' } });
    expect((await invoiceRows(invoice.id)).map((tx) => tx.status)).toEqual(['succeeded']);
  });

  it('a declined new card is a 422 that pays nothing, and the link still works', async () => {
    const { invoice, notice } = await failedRenewal();
    const token = tokenOf(notice);
    expectRefused(await updateCard(token, 'pm_card_visa_chargeDeclined'), 422, 'CARD_DECLINED');
    expect((await invoiceRows(invoice.id)).map((tx) => tx.status)).toEqual(['failed']);
    expect((await updateCard(token, 'pm_card_visa')).status).toBe(200);
  });

  it('two cards through one link at the same moment: Stripe pays the invoice once, the other answers LINK_USED', async () => {
    const { stripeId, invoice, notice } = await failedRenewal();
    const token = tokenOf(notice);
    const answers = await Promise.all([updateCard(token, 'pm_card_visa'), updateCard(token, 'pm_card_mastercard')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.json.error.code).toBe('LINK_USED');
    expect((await invoiceRows(invoice.id)).map((tx) => tx.status)).toEqual(['succeeded']);
    // The card that paid is the one the subscription now uses, here and at Stripe.
    const winner = answers.findIndex((res) => res.status === 200);
    expect((await listed('/subscriptions'))[0].card.last4).toBe(['4242', '4444'][winner]);
    expect(stripe.subscriptions.get(stripeId)!.default_payment_method).toBe(['pm_card_visa', 'pm_card_mastercard'][winner]);
  });
});
