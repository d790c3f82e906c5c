import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { transactions } from '@/lib/server/db/schema/payments';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import login from '@/pages/api/auth/login';
import createMember from '@/pages/api/tsom/members/index';
import getMemberType from '@/pages/api/tsom/members/get-member-type';
import createPaymentMethod from '@/pages/api/tsom/payments/create-payment-method';
import payments from '@/pages/api/tsom/payments/index';
import sandboxCard from '@/pages/api/tsom/payments/sandbox-card';
import { type Answer, bearer, expectRefused, post } from '../../helpers/api-call';
import { createAnonymousUser, uniqueEmail } from '../../helpers/firebase-emulator';
import { paymentRequest } from '../../helpers/payment-routes';
import { serveRoute } from '../../helpers/route-server';

// As behind the site's load balancer: our one proxy appends the address it saw (a carrier's NAT).
process.env.TRUST_PROXY = '1';
const NAT_ADDRESS = '203.0.113.7';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
const ROUTES: Record<string, Handler> = {
  '/api/auth/login': login,
  '/api/tsom/members': createMember,
  '/api/tsom/members/get-member-type': getMemberType,
  '/api/tsom/payments': payments,
  '/api/tsom/payments/create-payment-method': createPaymentMethod,
  '/api/tsom/payments/sandbox-card': sandboxCard,
};

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  await getDb();
  server = await serveRoute((req, res) => {
    const handler = ROUTES[new URL(req.url ?? '/', 'http://localhost').pathname];
    if (handler) return handler(req, res);
    res.statusCode = 404;
    res.end('{}');
  });
});
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

/** A call from behind the NAT: the client's own X-Forwarded-For entry is whatever it likes; ours is last. */
const call = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> =>
  post(`${server.url}${path}`, body, { ...bearer(token), 'X-Forwarded-For': `10.1.${Math.floor(Math.random() * 250)}.9, ${NAT_ADDRESS}`, ...headers });

// Stripe's test numbers that succeed; donors behind one NAT pay with cards of their own.
const GOOD_CARDS = ['4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '5200828282828210', '5105105105105100', '378282246310005', '371449635398431', '6011111111111117', '3056930009020004', '3566002020360505', '6200000000000005'];
const cvcFor = (number: string) => (number.length === 15 ? '1234' : '123');

/** What the donation flow does for a new visitor, call by call; answers the first refusal or the payment. */
async function donate(donor: number): Promise<{ step: string; answer: Answer }> {
  const email = uniqueEmail(`nat-donor-${donor}`);
  const steps: [string, (token: string) => Promise<Answer>][] = [];
  const type = await call('/api/tsom/members/get-member-type', { email });
  if (type.status !== 200) return { step: 'get-member-type', answer: type };
  const user = await createAnonymousUser();
  let paymentMethodId = '';
  const number = GOOD_CARDS[donor % GOOD_CARDS.length] as string;
  steps.push(
    ['login', (token) => call('/api/auth/login', { token })],
    ['sandbox-card', (token) => call('/api/tsom/payments/sandbox-card', { number, expMonth: (donor % 12) + 1, expYear: 2031 + Math.floor(donor / 12), cvc: cvcFor(number) }, token)],
    ['create-payment-method', (token) => call('/api/tsom/payments/create-payment-method', { paymentMethodId }, token)],
    ['payment', (token) => call('/api/tsom/payments', paymentRequest({ email, paymentMethodId }), token, { 'x-idempotency-key': randomUUID() })],
    ['create-member', (token) => call('/api/tsom/members', { email, firstName: `Donor ${donor}` }, token)],
  );
  let last: Answer = type;
  for (const [step, send] of steps) {
    last = await send(user.idToken);
    if (last.status !== 200) return { step, answer: last };
    if (step === 'sandbox-card' || step === 'create-payment-method') paymentMethodId = last.json.data.paymentMethodId;
  }
  return { step: 'done', answer: last };
}

/** Runs `work` for 0…count-1, a few at a time, as donors arriving over the same minutes would. */
async function inParallel<T>(count: number, work: (index: number) => Promise<T>, lanes = 10): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

const succeededPayments = async () => (await (await getDb()).select().from(transactions).where(eq(transactions.status, 'succeeded'))).length;

describe('200 donors behind one address (carrier-grade NAT)', () => {
  // 200 sign-ups and payments over real HTTP, each call's token checked with the Auth emulator: under
  // a minute on a quiet machine, four at load 20 on two cores, hence this test's own limit.
  const DONORS = 200;

  it('each sign up, pay with a test card of their own and get their member: all succeed', async () => {
    const before = await succeededPayments();
    const outcomes = await inParallel(DONORS, donate);
    const refused = outcomes.flatMap(({ step, answer }, donor) => (step === 'done' ? [] : [`donor ${donor + 1} at ${step}: ${answer.status} ${answer.json.error?.code}`]));
    expect(refused).toEqual([]);
    expect((await succeededPayments()) - before).toBe(DONORS);
  }, 360_000);
});

describe('what is still stopped behind that address', () => {
  it('one member paying over and over: the 21st payment in 10 minutes is refused (429)', async () => {
    const user = await createAnonymousUser();
    const statuses: number[] = [];
    // A different card each time, so only the member's own limit applies.
    for (let i = 0; i < 21; i++) {
      const paymentMethodId = `pm_sbx_visa_4242_${(i % 12) + 1}_${2031 + Math.floor(i / 12)}`;
      statuses.push((await call('/api/tsom/payments', paymentRequest({ paymentMethodId }), user.idToken)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  }, 60_000);

  it('one card used by member after member: the 21st use in 10 minutes is refused (429)', async () => {
    const users = await inParallel(21, () => createAnonymousUser());
    const statuses: number[] = [];
    for (const user of users) statuses.push((await call('/api/tsom/payments', paymentRequest({ paymentMethodId: 'pm_sbx_visa_4242_12_2031' }), user.idToken)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  }, 60_000);

  it('one card typed into the card form over and over, by new accounts: refused after 20 (429)', async () => {
    const users = await inParallel(21, () => createAnonymousUser());
    const statuses: number[] = [];
    for (const user of users) {
      statuses.push((await call('/api/tsom/payments/sandbox-card', { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' }, user.idToken)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  }, 60_000);

  it('card testing: 60 declines from one address in 10 minutes, then even a good card is refused there (429)', async () => {
    const testers = await inParallel(61, () => createAnonymousUser());
    const DECLINING = ['0002', '9995', '9987', '9979', '0069', '0127', '0119'];
    const statuses: number[] = [];
    for (const [i, tester] of testers.slice(0, 60).entries()) {
      // A new account and a new card each time, as a card tester would: no member or card limit applies.
      const paymentMethodId = `pm_sbx_visa_${DECLINING[i % DECLINING.length]}_${(i % 12) + 1}_${2031 + Math.floor(i / 12)}`;
      statuses.push((await call('/api/tsom/payments', paymentRequest({ paymentMethodId }), tester.idToken)).status);
    }
    expect(statuses).toEqual(Array(60).fill(422));
    expectRefused(await call('/api/tsom/payments', paymentRequest({ paymentMethodId: 'pm_sbx_visa_4242_1_2040' }), testers[60]?.idToken), 429, 'RATE_LIMITED');

    // Another address is not held by this one's card testing.
    const elsewhere = await call('/api/tsom/payments', paymentRequest({ paymentMethodId: 'pm_sbx_visa_4242_2_2040' }), testers[60]?.idToken, { 'X-Forwarded-For': '198.51.100.20' });
    expect(elsewhere.status).toBe(200);
  }, 90_000);

  it('one Firebase user asking for its member over and over: the 21st call in 10 minutes is refused (429)', async () => {
    const user = await createAnonymousUser();
    const email = uniqueEmail('replay');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await call('/api/tsom/members', { email }, user.idToken)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});
