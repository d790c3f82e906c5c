import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { paymentMethods, sandboxCharges, transactions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
import { createStripeClient, createStripePaymentProvider } from '@/lib/server/providers/payments/stripe-payment-provider';
import type { PaymentFaults } from '@/lib/server/payments/payment-deps';
import { createPayment } from '@/lib/server/payments/payment-service';
import { PaymentRequest } from '@/lib/schemas/payments';
import { type Answer, expectRefused } from '../__tests__/helpers/api-call';
import { createFakeStripe } from '../__tests__/helpers/fake-stripe';
import { createEmailUser, type EmailUser } from '../__tests__/helpers/firebase-emulator';
import { outsideWorld } from '../__tests__/helpers/msw';
import { paymentRequest, servePaymentRoutes } from '../__tests__/helpers/payment-routes';
import { databaseLabel } from './helpers/database-label';
import { writeFigures } from './helpers/figures';

// Hundreds of payments from a few members: the card-testing limit is raised for this suite only.
process.env.PAYMENTS_RATE_LIMIT = '10000';

let api: Awaited<ReturnType<typeof servePaymentRoutes>>;
let member: EmailUser;
const figures: [string, string][] = [];

beforeAll(async () => {
  api = await servePaymentRoutes();
});
afterAll(async () => {
  await api.close();
  writeFigures('money', figures);
});
beforeEach(async () => {
  resetRateLimits();
  member = await createEmailUser();
});

const chargesOf = async (uid: string) => (await getDb()).select().from(sandboxCharges).where(eq(sandboxCharges.customerId, uid));
const transactionsOf = async (uid: string) => (await getDb()).select().from(transactions).where(eq(transactions.memberUid, uid));
const pay = (body: unknown, key: string, token = member.idToken) => api.call('', body, token, { 'x-idempotency-key': key });
const txIdOf = (answer: Answer): string => answer.json.data.transaction.txId;

describe(`POST /payments with x-idempotency-key under load (${databaseLabel()})`, () => {
  it('50 concurrent requests with one key make one charge, and every answer names that one payment', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(paymentRequest({ billingInterval: 'MONTHLY' }), key)));
    const ok = answers.filter((answer) => answer.status === 200);
    // A request that waits longer than the in-progress poll (about 20 s) gives up with 409, never charging.
    const waited = answers.filter((answer) => answer.status === 409 && answer.json.error.code === 'IDEMPOTENCY_IN_PROGRESS');
    expect(ok.length + waited.length).toBe(50);
    expect(new Set(ok.map(txIdOf)).size).toBe(1);
    expect(await chargesOf(member.uid)).toHaveLength(1);
    expect(await transactionsOf(member.uid)).toHaveLength(1);
    expect((await api.call('/subscriptions', {}, member.idToken)).json.data).toHaveLength(1);
    figures.push([`50 concurrent payments, one key: charges (${databaseLabel()})`, `1 (${ok.length} answered 200, ${waited.length} 409 in progress)`]);
  });

  it('60 concurrent requests over 12 keys make exactly 12 charges, one per key', async () => {
    const keys = Array.from({ length: 12 }, () => randomUUID());
    const sends = keys.flatMap((key, index) => Array.from({ length: 5 }, () => ({ key, body: paymentRequest({ amount: 500 + index, price: 500 + index }) })));
    const answers = await Promise.all(sends.map(({ key, body }) => pay(body, key).then((answer) => ({ key, answer }))));
    expect(answers.every(({ answer }) => answer.status === 200)).toBe(true);
    for (const key of keys) expect(new Set(answers.filter((sent) => sent.key === key).map(({ answer }) => txIdOf(answer))).size).toBe(1);
    const charges = await chargesOf(member.uid);
    expect(charges).toHaveLength(keys.length);
    expect(new Set(charges.map((charge) => charge.amount))).toEqual(new Set(keys.map((_, index) => 500 + index)));
    expect(await transactionsOf(member.uid)).toHaveLength(keys.length);
    figures.push([`60 concurrent payments, 12 keys: charges (${databaseLabel()})`, String(charges.length)]);
  });

  // Every field of SPEC §3's payment request, changed to another valid value.
  const changed: [string, Record<string, unknown>][] = [
    ['email', { email: 'someone.else@example.nz' }],
    ['billingInterval', { billingInterval: 'YEARLY' }],
    ['price and amount', { price: 2_600, amount: 2_600 }],
    ['description', { description: 'Another gift' }],
    ['metadata (a value)', { metadata: { source: 'other' } }],
    ['metadata (a key added)', { metadata: { source: 'test', campaign: 'spring' } }],
    ['paymentMethodId', { paymentMethodId: 'pm_card_mastercard' }],
    ['placement (added)', { placement: 'ONSITE' }],
  ];

  it.each(changed)('the same key with %s changed is refused with 409 and charges nothing more', async (_field, fields) => {
    const key = randomUUID();
    const first = await pay(paymentRequest(), key);
    expect(first.status).toBe(200);
    expectRefused(await pay(paymentRequest(fields), key), 409, 'IDEMPOTENCY_KEY_REUSED');
    // The first body still answers the first payment.
    expect(txIdOf(await pay(paymentRequest(), key))).toBe(txIdOf(first));
    expect(await chargesOf(member.uid)).toHaveLength(1);
  });

  it('the same key with a currency other than NZD is refused as invalid and charges nothing more', async () => {
    const key = randomUUID();
    await pay(paymentRequest(), key);
    expectRefused(await pay(paymentRequest({ currency: 'AUD' }), key), 400, 'VALIDATION_FAILED');
    expect(await chargesOf(member.uid)).toHaveLength(1);
  });

  it('keys belong to one member: another member with the same key pays for themselves and never sees the first answer', async () => {
    const other = await createEmailUser();
    const key = randomUUID();
    const mine = await pay(paymentRequest(), key);
    // A different body under the same key is no conflict for someone else.
    const theirs = await pay(paymentRequest({ amount: 900, price: 900 }), key, other.idToken);
    expect(theirs.status).toBe(200);
    expect(txIdOf(theirs)).not.toBe(txIdOf(mine));
    expect(theirs.json.data.transaction.amount).toBe(900);
    const [concurrentMine, concurrentTheirs] = await Promise.all([pay(paymentRequest(), key), pay(paymentRequest({ amount: 900, price: 900 }), key, other.idToken)]);
    expect([txIdOf(concurrentMine), txIdOf(concurrentTheirs)]).toEqual([txIdOf(mine), txIdOf(theirs)]);
    expect((await chargesOf(member.uid)).map((charge) => charge.amount)).toEqual([2_500]);
    expect((await chargesOf(other.uid)).map((charge) => charge.amount)).toEqual([900]);
  });
});

describe('idempotency keys expire after 24 hours (a fake clock)', () => {
  it('replays until 24 hours after the key was first used, then the same key starts a new payment, even with another body', async () => {
    const db = await getDb();
    const start = new Date();
    let now = start;
    const clock = () => now;
    const deps = { db, clock, provider: createSandboxPaymentProvider({ db, clock }) };
    const caller = { uid: member.uid, email: member.email, isAnonymous: false, emailVerified: true };
    const request = PaymentRequest.parse(paymentRequest());
    const first = await createPayment(deps, caller, request, 'daily-key');
    now = new Date(start.getTime() + 24 * 3_600_000);
    expect((await createPayment(deps, caller, request, 'daily-key')).transaction.txId).toBe(first.transaction.txId);
    await expect(createPayment(deps, caller, PaymentRequest.parse(paymentRequest({ amount: 700, price: 700 })), 'daily-key')).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await chargesOf(member.uid)).toHaveLength(1);
    now = new Date(start.getTime() + 24 * 3_600_000 + 1);
    const later = await createPayment(deps, caller, PaymentRequest.parse(paymentRequest({ amount: 700, price: 700 })), 'daily-key');
    expect(later.transaction).toMatchObject({ status: 'succeeded', amount: 700 });
    expect(later.transaction.txId).not.toBe(first.transaction.txId);
    // The new payment now owns the key: it replays, and the first body is the conflict.
    expect((await createPayment(deps, caller, PaymentRequest.parse(paymentRequest({ amount: 700, price: 700 })), 'daily-key')).transaction.txId).toBe(later.transaction.txId);
    await expect(createPayment(deps, caller, request, 'daily-key')).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await chargesOf(member.uid)).toHaveLength(2);
  });
});

/** A failure of ours once the provider has charged (a lost connection while settling, say). */
const failingOnce = () => {
  let failed = false;
  return {
    afterCharge: () => {
      if (failed) return;
      failed = true;
      throw new Error('the database went away while settling');
    },
  };
};

describe('a failure of ours after the charge', () => {
  it('answers 5xx, and the client’s retry with its key finishes that payment instead of charging again (sandbox)', async () => {
    const db = await getDb();
    const clock = () => new Date();
    const deps = { db, clock, provider: createSandboxPaymentProvider({ db, clock }), faults: failingOnce() };
    const caller = { uid: member.uid, email: member.email, isAnonymous: false, emailVerified: true };
    const request = PaymentRequest.parse(paymentRequest());
    await expect(createPayment(deps, caller, request, 'flaky-key')).rejects.toThrow('went away');
    const retry = await createPayment(deps, caller, request, 'flaky-key');
    expect(retry.transaction.status).toBe('succeeded');
    expect(await chargesOf(member.uid)).toHaveLength(1);
    expect((await transactionsOf(member.uid)).map((row) => [row.id, row.status])).toEqual([[retry.transaction.txId, 'succeeded']]);
  });
});

describe('Stripe provider: our idempotency key reaches Stripe', () => {
  const stripe = createFakeStripe();
  beforeEach(() => {
    outsideWorld.use(...stripe.handlers);
    stripe.calls.length = 0;
  });

  const stripeDeps = async (faults?: PaymentFaults) => {
    const db = await getDb();
    return { db, clock: () => new Date(), provider: createStripePaymentProvider({ stripe: createStripeClient('sk_test_panui') }), faults };
  };
  const caller = () => ({ uid: member.uid, email: member.email, isAnonymous: false, emailVerified: true });

  it.each(['ONE_OFF', 'MONTHLY'] as const)('%s: every POST to Stripe carries a key of ours, and a retry after our failure re-sends the same keys', async (billingInterval) => {
    const request = PaymentRequest.parse(paymentRequest({ billingInterval }));
    await expect(createPayment(await stripeDeps(failingOnce()), caller(), request, 'stripe-key')).rejects.toThrow('went away');
    const firstAttempt = stripe.calls.filter((call) => call.method === 'POST').map((call) => `${call.path} ${call.idempotencyKey}`);
    const retry = await createPayment(await stripeDeps(), caller(), request, 'stripe-key');
    const posts = stripe.calls.filter((call) => call.method === 'POST');
    // Stripe's SDK adds a random key of its own (stripe-node-retry-…) to a POST without ours.
    expect(posts.filter((call) => !call.idempotencyKey || call.idempotencyKey.startsWith('stripe-node-retry'))).toEqual([]);
    const charging = billingInterval === 'ONE_OFF' ? '/payment_intents' : '/subscriptions';
    expect(new Set(stripe.callsTo('POST', charging).map((call) => call.idempotencyKey))).toEqual(new Set([retry.transaction.txId]));
    // The retry sent the first attempt's requests again under the same keys, so Stripe answered those.
    expect(posts.slice(firstAttempt.length).map((call) => `${call.path} ${call.idempotencyKey}`).filter((call) => !call.startsWith('/products'))).toEqual(
      firstAttempt.filter((call) => !call.startsWith('/products') && !call.startsWith('/customers')),
    );
    expect((await transactionsOf(member.uid)).map((row) => row.status)).toEqual(['succeeded']);
    expect(await (await getDb()).select().from(paymentMethods).where(eq(paymentMethods.memberUid, member.uid))).toHaveLength(1);
  });
});
