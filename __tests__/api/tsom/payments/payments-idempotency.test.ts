import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { idempotencyKeys, sandboxCharges, transactions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { createSandboxPaymentProvider } from '@/lib/server/providers/payments/sandbox-payment-provider';
import { createPayment } from '@/lib/server/payments/payment-service';
import { PaymentRequest } from '@/lib/schemas/payments';
import { createEmailUser, type EmailUser } from '../../../helpers/firebase-emulator';
import { paymentRequest, servePaymentRoutes } from '../../../helpers/payment-routes';

// 100 payments from one member in one test: the card-testing limit is raised for this file only.
process.env.PAYMENTS_RATE_LIMIT = '1000';

let api: Awaited<ReturnType<typeof servePaymentRoutes>>;

beforeAll(async () => {
  api = await servePaymentRoutes();
});
afterAll(() => api.close());
beforeEach(() => resetRateLimits());

const chargesOf = async (uid: string) => (await getDb()).select().from(sandboxCharges).where(eq(sandboxCharges.customerId, uid));
const transactionsOf = async (uid: string) => (await getDb()).select().from(transactions).where(eq(transactions.memberUid, uid));
const withKey = (key: string) => ({ 'x-idempotency-key': key });

describe('POST /api/tsom/payments with x-idempotency-key', () => {
  let carol: EmailUser;
  beforeEach(async () => {
    carol = await createEmailUser();
  });

  it('answers a retry with the same key and body with the first answer, charging once', async () => {
    const key = randomUUID();
    const first = await api.call('', paymentRequest(), carol.idToken, withKey(key));
    const again = await api.call('', paymentRequest(), carol.idToken, withKey(key));
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await chargesOf(carol.uid)).toHaveLength(1);
  });

  it('treats the body by content, not by key order', async () => {
    const key = randomUUID();
    const { metadata, ...rest } = paymentRequest({ metadata: { a: '1', b: '2' } });
    await api.call('', { metadata, ...rest }, carol.idToken, withKey(key));
    const reordered = await api.call('', { ...rest, metadata: { b: '2', a: '1' } }, carol.idToken, withKey(key));
    expect(reordered.status).toBe(200);
    expect(await chargesOf(carol.uid)).toHaveLength(1);
  });

  it('answers the same key with a different body with 409 and charges nothing more', async () => {
    const key = randomUUID();
    await api.call('', paymentRequest(), carol.idToken, withKey(key));
    const other = await api.call('', paymentRequest({ amount: 3_000, price: 3_000 }), carol.idToken, withKey(key));
    expect({ status: other.status, code: other.json.error?.code }).toEqual({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await chargesOf(carol.uid)).toHaveLength(1);
  });

  it('replays a decline too, without trying the card again', async () => {
    const key = randomUUID();
    const body = paymentRequest({ paymentMethodId: 'pm_card_visa_chargeDeclined' });
    const first = await api.call('', body, carol.idToken, withKey(key));
    const again = await api.call('', body, carol.idToken, withKey(key));
    expect(first.status).toBe(422);
    expect(again.json).toEqual(first.json);
    expect(await chargesOf(carol.uid)).toHaveLength(1);
  });

  it('keys belong to one member: another member may use the same key', async () => {
    const dave = await createEmailUser();
    const key = randomUUID();
    await api.call('', paymentRequest(), carol.idToken, withKey(key));
    expect((await api.call('', paymentRequest({ amount: 900, price: 900 }), dave.idToken, withKey(key))).status).toBe(200);
    expect(await chargesOf(dave.uid)).toHaveLength(1);
  });

  it('50 simultaneous requests with one key make one transaction and one charge', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.call('', paymentRequest({ billingInterval: 'MONTHLY' }), carol.idToken, withKey(key))));
    const ok = answers.filter((answer) => answer.status === 200);
    // A request that waits longer than the in-progress poll gives up with 409 rather than charging.
    const waiting = answers.filter((answer) => answer.status === 409 && answer.json.error.code === 'IDEMPOTENCY_IN_PROGRESS');
    expect(ok.length + waiting.length).toBe(50);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((answer) => answer.json.data.transaction.txId)).size).toBe(1);
    expect(await chargesOf(carol.uid)).toHaveLength(1);
    expect(await transactionsOf(carol.uid)).toHaveLength(1);
    expect((await api.call('/subscriptions', {}, carol.idToken)).json.data).toHaveLength(1);
  });

  it('50 simultaneous requests with 50 keys make 50 transactions and 50 charges', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.call('', paymentRequest(), carol.idToken, withKey(randomUUID()))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.json.data.transaction.txId)).size).toBe(50);
    expect(await chargesOf(carol.uid)).toHaveLength(50);
    expect(await transactionsOf(carol.uid)).toHaveLength(50);
    // Fifty whole payments are this test's work; at load 20 on two cores they took more than the usual 20 s.
  }, 90_000);
});

describe('idempotency keys are kept 24 hours', () => {
  it('after 24 hours the same key starts a new payment', async () => {
    const member: EmailUser = await createEmailUser();
    const db = await getDb();
    let now = new Date();
    const clock = () => now;
    const deps = { db, clock, provider: createSandboxPaymentProvider({ db, clock }) };
    const caller = { uid: member.uid, email: member.email, isAnonymous: false, emailVerified: true };
    const request = PaymentRequest.parse(paymentRequest());
    const first = await createPayment(deps, caller, request, 'daily-key');
    now = new Date(now.getTime() + 23 * 3_600_000);
    expect((await createPayment(deps, caller, request, 'daily-key')).transaction.txId).toBe(first.transaction.txId);
    expect(await chargesOf(member.uid)).toHaveLength(1);
    now = new Date(now.getTime() + 2 * 3_600_000);
    const later = await createPayment(deps, caller, request, 'daily-key');
    expect(later.transaction).toMatchObject({ status: 'succeeded' });
    expect(later.transaction.txId).not.toBe(first.transaction.txId);
    expect(await chargesOf(member.uid)).toHaveLength(2);
    const [key] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.memberUid, member.uid));
    expect(key?.createdAt).toEqual(now);
  });
});
