import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveRoute } from '../../helpers/route-server';
import { ApiError } from '@/lib/api/api-error';
import { createMember, getMemberByUid, getMemberType } from '@/lib/api/members';
import { AUTHENTICATION_REQUIRED, createPayment } from '@/lib/api/payments';
import { FIREBASE_TOKEN_MISSING, setTokenSource, tsom } from '@/lib/api/tsom-client';

// A stand-in for our API that records what arrived and answers what the test says.
const seen: { url?: string; authorization?: string; key?: string | string[]; body?: string }[] = [];
let answer: { status: number; body: unknown; headers?: Record<string, string> } = { status: 200, body: { data: { ok: true } } };
/** Answers given before `answer`, one per request. */
const firstAnswers: (typeof answer)[] = [];

async function record(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  seen.push({ url: req.url, authorization: req.headers.authorization, key: req.headers['x-idempotency-key'], body });
  const reply = firstAnswers.shift() ?? answer;
  res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
  res.end(JSON.stringify(reply.body));
}

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(record);
  tsom.defaults.baseURL = `${server.url}/api/tsom`;
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  firstAnswers.length = 0;
  answer = { status: 200, body: { data: { ok: true } } };
});

describe('the /api/tsom client', () => {
  it("throws 'Firebase token is missing.' for an authenticated call without a token, and sends nothing", async () => {
    setTokenSource(async () => null);
    await expect(getMemberByUid('uid-1')).rejects.toThrow(FIREBASE_TOKEN_MISSING);
    expect(seen).toHaveLength(0);
  });

  it('sends the Firebase ID token as a bearer and reads the answer from data', async () => {
    setTokenSource(async () => 'token-abc');
    answer = { status: 200, body: { data: { uid: 'uid-1' } } };
    await expect(getMemberByUid('uid-1')).resolves.toEqual({ uid: 'uid-1' });
    expect(seen[0]).toMatchObject({ url: '/api/tsom/members/get-member?uid=uid-1', authorization: 'Bearer token-abc' });
  });

  it('sends an optional-token call without a token when there is none, and never a token where none belongs', async () => {
    setTokenSource(async () => null);
    await createMember({ email: 'mere@example.nz' });
    expect(seen[0]?.authorization).toBeUndefined();
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'mere@example.nz' });

    setTokenSource(async () => 'token-abc');
    await getMemberType('mere@example.nz');
    expect(seen[1]?.authorization).toBeUndefined();
  });

  it("turns a refusal into an ApiError carrying the server's code and message", async () => {
    setTokenSource(async () => 'token-abc');
    answer = { status: 403, body: { error: { code: 'FORBIDDEN', message: 'That belongs to someone else.' } } };
    const error: unknown = await getMemberByUid('someone-else').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'That belongs to someone else.' });
  });

  it('keeps how long a 429 asks to wait (Retry-After), so the page can say it in words', async () => {
    setTokenSource(async () => 'token-abc');
    answer = { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many requests. Try again in 7 minutes.' } }, headers: { 'Retry-After': '399' } };
    const error: unknown = await getMemberByUid('uid-1').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 399 });
  });
});

describe('a payment refused with a 401', () => {
  const request = { email: 'aroha@example.nz', billingInterval: 'ONE_OFF' as const, price: 2500, amount: 2500, currency: 'NZD' as const, description: 'One-off donation', paymentMethodId: 'pm_1' };
  const expired = { status: 401, body: { error: { code: 'AUTH_EXPIRED', message: 'Your sign-in has expired. Sign in again.' } } };

  it('is sent once more with a new token, the same key and the same body', async () => {
    // As Firebase does: a forced refresh mints a new token, which is the current one from then on.
    let current = 'token-old';
    const asked: boolean[] = [];
    setTokenSource(async (forceRefresh) => {
      asked.push(forceRefresh ?? false);
      if (forceRefresh) current = 'token-new';
      return current;
    });
    firstAnswers.push(expired);
    answer = { status: 200, body: { data: { transaction: { txId: 'tx_1' } } } };
    await expect(createPayment(request, 'key-1')).resolves.toEqual({ transaction: { txId: 'tx_1' } });
    expect(asked).toContain(true);
    expect(seen.map((call) => [call.authorization, call.key])).toEqual([
      ['Bearer token-old', 'key-1'],
      ['Bearer token-new', 'key-1'],
    ]);
    expect(seen[1]?.body).toBe(seen[0]?.body);
  });

  it('a second 401 is the ApiError; no token to renew is SPEC §5\'s "Authentication required"', async () => {
    setTokenSource(async () => 'token-abc');
    answer = expired;
    await expect(createPayment(request, 'key-2')).rejects.toMatchObject({ status: 401, code: 'AUTH_EXPIRED' });
    expect(seen).toHaveLength(2);

    seen.length = 0;
    setTokenSource(async (forceRefresh) => (forceRefresh ? null : 'token-abc'));
    await expect(createPayment(request, 'key-3')).rejects.toThrow(AUTHENTICATION_REQUIRED);
    expect(seen).toHaveLength(1);
  });
});
