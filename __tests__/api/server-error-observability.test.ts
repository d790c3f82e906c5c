import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { onRequestError } from '@/instrumentation';
import { getDb } from '@/lib/server/db/client';
import { errorGroups } from '@/lib/server/db/schema/tracking';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { nameRoute, observeRequest } from '@/lib/server/observability/request-context';
import metrics from '@/pages/api/metrics';
import payments from '@/pages/api/tsom/payments/index';
import { bearer, get, post } from '../helpers/api-call';
import { captureLogs } from '../helpers/captured-logs';
import { createFakeStripe } from '../helpers/fake-stripe';
import { createEmailUser } from '../helpers/firebase-emulator';
import { outsideWorld } from '../helpers/msw';
import { paymentRequest } from '../helpers/payment-routes';
import { serveRoute } from '../helpers/route-server';

// Issue [20]'s acceptance: a 500 leaves one JSON log line under the id its answer carries, with no
// secret in it, and /api/metrics counts it. Stripe (behind msw) fails the charge with an error
// whose message quotes the donor's address and card, as a provider's error may.
process.env.STRIPE_SECRET_KEY = 'sk_test_panui';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_panui';
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_panui';
const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789abcdef';
process.env.METRICS_TOKEN = METRICS_TOKEN;

const CARD = '4242424242424242';
const stripe = createFakeStripe();

// As the custom server serves them: each request in its context, named by the route Next matched.
const served = (route: string, handler: typeof payments) => serveRoute((req, res) => observeRequest(req, res, () => (nameRoute(route), handler(req, res))));

let paymentsApi: Awaited<ReturnType<typeof serveRoute>>;
let metricsApi: Awaited<ReturnType<typeof serveRoute>>;

beforeAll(async () => {
  [paymentsApi, metricsApi] = await Promise.all([served('/api/tsom/payments', payments), served('/api/metrics', metrics)]);
});
afterAll(() => Promise.all([paymentsApi.close(), metricsApi.close()]));
beforeEach(() => {
  resetRateLimits();
  outsideWorld.use(...stripe.handlers);
});

const scrape = async () => {
  const res = await fetch(metricsApi.url, { headers: bearer(METRICS_TOKEN) });
  expect(res.status).toBe(200);
  return res.text();
};

/** A counter's value in the exposition text; 0 when the series is not there yet. */
const sample = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}[\]()/.]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

const SERVER_ERRORS = 'panui_http_requests_total{method="POST",route="/api/tsom/payments",status="500"}';
const FAILED_CHARGES = 'panui_payments_total{provider="stripe",operation="charge",outcome="failed"}';

test('a 500 writes one JSON log line with the request id it answers, and no secret; /api/metrics counts it', async () => {
  const member = await createEmailUser();
  outsideWorld.use(
    http.post('https://api.stripe.com/v1/payment_intents', () =>
      HttpResponse.json({ error: { type: 'invalid_request_error', message: `Customer ${member.email} cannot be charged on ${CARD} right now.` } }, { status: 400 }),
    ),
  );
  const before = await scrape();
  const logs = captureLogs();
  const res = await post(paymentsApi.url, paymentRequest({ email: member.email }), { ...bearer(member.idToken), 'x-idempotency-key': randomUUID() });
  logs.stop();

  expect(res.status).toBe(500);
  const requestId = res.headers.get('x-request-id');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.json.error).toEqual({ code: 'INTERNAL', message: `Something went wrong on our side (ref ${requestId}).` });

  const lines = logs.lines().filter((line) => line.requestId === requestId);
  expect(lines).toEqual([
    expect.objectContaining({ level: 'error', requestId, method: 'POST', route: '/api/tsom/payments', msg: 'POST /api/tsom/payments failed', err: expect.objectContaining({ message: 'Customer [email] cannot be charged on [card number] right now.' }) }),
  ]);
  for (const secret of [member.idToken, member.email, member.password, CARD, 'pm_card_visa']) expect({ secret, logged: logs.text().includes(secret) }).toEqual({ secret, logged: false });

  const after = await scrape();
  expect(sample(after, SERVER_ERRORS) - sample(before, SERVER_ERRORS)).toBe(1);
  expect(sample(after, FAILED_CHARGES) - sample(before, FAILED_CHARGES)).toBe(1);
  // Counted by the route's pattern, never by a URL, and with a duration.
  expect(after).toMatch(/^panui_http_request_duration_seconds_count\{method="POST",route="\/api\/tsom\/payments"\} \d+$/m);

  // Grouped for the desk (decision 245) once the answer has gone, under the same request id, as scrubbed as the log line.
  const group = await waitForGroup(requestId!);
  expect(group).toMatchObject({ source: 'server', errorName: expect.any(String), samplePath: '/api/tsom/payments', sampleMessage: 'Customer [email] cannot be charged on [card number] right now.', reports: 1 });
  expect(group.firstFrame).not.toMatch(/:\d+$/);
  for (const secret of [member.email, CARD]) expect(JSON.stringify(group)).not.toContain(secret);
  const serverReports = 'panui_error_reports_total{source="server"}';
  expect(sample(await scrape(), serverReports) - sample(before, serverReports)).toBe(1);
});

test('a page that fails is grouped under its route by onRequestError, and the same failure again is counted in the same group', async () => {
  // One place in the code, whatever the story.
  const failing = () => new Error(`Story ${Math.floor(Math.random() * 1e9) + 10_000} could not be read`);
  const previous = process.env.NEXT_RUNTIME;
  process.env.NEXT_RUNTIME = 'nodejs';
  try {
    for (const error of [failing(), failing()]) await onRequestError(error, {}, { routePath: '/[category]/[date]/[slug]' });
  } finally {
    process.env.NEXT_RUNTIME = previous;
  }
  const rows = await waitFor(async () => {
    const found = await (await getDb()).select().from(errorGroups).where(eq(errorGroups.samplePath, '/[category]/[date]/[slug]'));
    return found[0]?.reports === 2 ? found : null;
  });
  expect(rows).toEqual([expect.objectContaining({ source: 'server', message: 'Story <n> could not be read', reports: 2 })]);
});

/** Polls until `read` finds something: the group is written after the answer is sent. */
async function waitFor<T>(read: () => Promise<T | null | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = await read();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never written');
}

const waitForGroup = (requestId: string) =>
  waitFor(async () => (await (await getDb()).select().from(errorGroups).where(eq(errorGroups.sampleRequestId, requestId)))[0]);

test('a successful and a declined charge are counted by outcome', async () => {
  const member = await createEmailUser();
  const before = await scrape();
  const paid = await post(paymentsApi.url, paymentRequest({ email: member.email }), bearer(member.idToken));
  const declined = await post(paymentsApi.url, paymentRequest({ email: member.email, paymentMethodId: 'pm_card_visa_chargeDeclined' }), bearer(member.idToken));
  expect([paid.status, declined.status]).toEqual([200, 422]);
  const after = await scrape();
  const delta = (outcome: string) => sample(after, `panui_payments_total{provider="stripe",operation="charge",outcome="${outcome}"}`) - sample(before, `panui_payments_total{provider="stripe",operation="charge",outcome="${outcome}"}`);
  expect({ succeeded: delta('succeeded'), declined: delta('declined'), failed: delta('failed') }).toEqual({ succeeded: 1, declined: 1, failed: 0 });
});

describe('GET /api/metrics', () => {
  it('refuses a caller without the token, or with another, with 401 and a Bearer challenge', async () => {
    const without = await get(metricsApi.url);
    const wrong = await get(metricsApi.url, bearer('not-the-metrics-token-0123456789abcdef'));
    expect([without.status, without.json.error.code, wrong.status, wrong.json.error.code]).toEqual([401, 'AUTH_REQUIRED', 401, 'AUTH_INVALID']);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(JSON.stringify([without.json, wrong.json])).not.toContain('panui_');
  });

  it('answers Prometheus text with the process figures, never cached', async () => {
    const res = await fetch(metricsApi.url, { headers: bearer(METRICS_TOKEN) });
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    for (const name of ['panui_http_requests_total', 'panui_http_request_duration_seconds', 'panui_payments_total', 'panui_rate_limit_refusals_total', 'nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});
