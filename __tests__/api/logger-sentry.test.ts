import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import handler from '@/pages/api/logger';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { errorGroups } from '@/lib/server/db/schema/tracking';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { metricsText } from '@/lib/server/observability/metrics';
import { errorForwarderFromConfig } from '@/lib/server/providers/error-tracking/error-forwarder-from-config';
import type { SentryForwarder } from '@/lib/server/providers/error-tracking/sentry-forwarder';
import { captureLogs, type CapturedLogs } from '../helpers/captured-logs';
import { outsideWorld } from '../helpers/msw';
import { postJson, serveRoute } from '../helpers/route-server';

// Sentry's envelope API at the HTTP edge (msw): what is sent, and that an outage, an error or a
// tracker that never answers costs the reader's report nothing.

const DSN = 'https://0123456789abcdef@o42.ingest.sentry.example/4242';
const ENVELOPE_URL = 'https://o42.ingest.sentry.example/api/4242/envelope/';
process.env.SENTRY_DSN = DSN;

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(handler);
});
afterAll(() => server.close());
let logs: CapturedLogs;
beforeEach(() => {
  resetRateLimits();
  logs = captureLogs('warn');
});
afterEach(() => logs.stop());

const forwarder = () => errorForwarderFromConfig(getConfig()) as SentryForwarder;

async function forwards(outcome: string): Promise<number> {
  const line = (await metricsText()).body.split('\n').find((l) => l.startsWith(`panui_error_forwards_total{outcome="${outcome}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function report(message: string): Promise<{ status: number; fingerprint: string }> {
  const res = await postJson(server.url, { message, callstack: `Error: ${message}\n    at clickDonate (https://www.example.nz/_next/static/chunks/pages/donate-9f8e7d6c.js:1:200)`, url: 'http://localhost:3000/donate?token=secret', userAgent: 'Mozilla/5.0 (Test)' });
  return { status: res.status, fingerprint: ((await res.json()) as { data?: { fingerprint: string } }).data?.fingerprint ?? '' };
}

const isStored = async (fingerprint: string) => (await (await getDb()).select().from(errorGroups).where(eq(errorGroups.fingerprint, fingerprint))).length === 1;

describe('POST /api/logger with SENTRY_DSN', () => {
  it('sends each report to the DSN’s envelope endpoint, grouped by our fingerprint', async () => {
    const received: { auth: string | null; type: string | null; lines: unknown[] }[] = [];
    outsideWorld.use(
      http.post(ENVELOPE_URL, async ({ request }) => {
        const text = await request.text();
        received.push({ auth: request.headers.get('x-sentry-auth'), type: request.headers.get('content-type'), lines: text.trim().split('\n').map((line) => JSON.parse(line) as unknown) });
        return HttpResponse.json({ id: 'abc' });
      }),
    );
    const sentBefore = await forwards('sent');
    const answer = await report('Donate button broke');
    expect(answer.status).toBe(201);
    await forwarder().idle();
    expect(received).toHaveLength(1);
    const [{ auth, type, lines }] = received as [(typeof received)[number]];
    expect(auth).toMatch(/^Sentry sentry_version=7, sentry_client=panui\/[\d.]+, sentry_key=0123456789abcdef$/);
    expect(type).toBe('application/x-sentry-envelope');
    const [header, item, event] = lines as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
    expect(header).toMatchObject({ dsn: DSN, event_id: event.event_id });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      platform: 'javascript',
      level: 'error',
      fingerprint: [answer.fingerprint],
      exception: { values: [{ type: 'Error', value: 'Donate button broke' }] },
      transaction: '/donate',
      request: { url: 'http://localhost:3000/donate', headers: { 'User-Agent': 'Mozilla/5.0 (Test)' } },
      extra: { firstFrame: 'clickDonate (/_next/static/chunks/pages/donate-<hash>.js)' },
    });
    expect(JSON.stringify(event)).not.toContain('secret');
    expect(await forwards('sent')).toBe(sentBefore + 1);
  });

  it.each([
    ['answers 500', () => new HttpResponse('down', { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('still stores the report and answers 201 when Sentry %s', async (_what, answerWith) => {
    outsideWorld.use(http.post(ENVELOPE_URL, answerWith));
    const failedBefore = await forwards('failed');
    const answer = await report(`Sentry outage ${_what}`);
    expect(answer.status).toBe(201);
    expect(await isStored(answer.fingerprint)).toBe(true);
    await forwarder().idle();
    expect(await forwards('failed')).toBe(failedBefore + 1);
    // Said once, at warn, for the person on call.
    expect(logs.lines().filter((line) => line.fingerprint === answer.fingerprint)).toEqual([expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^Errors: /) })]);
  });

  it('answers before Sentry does: a tracker that hangs never holds up the request', async () => {
    let entered!: () => void;
    const reached = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    outsideWorld.use(
      http.post(ENVELOPE_URL, async () => {
        entered();
        await released;
        return HttpResponse.json({});
      }),
    );
    const answer = await report('Sentry is slow');
    await reached;
    // The logger has answered while Sentry's request is still open.
    expect(answer.status).toBe(201);
    expect(await isStored(answer.fingerprint)).toBe(true);
    release();
    await forwarder().idle();
  });

  it('stops sending for as long as a 429 asks, and counts what it drops', async () => {
    let calls = 0;
    outsideWorld.use(
      http.post(ENVELOPE_URL, () => {
        calls++;
        return new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3600' } });
      }),
    );
    const droppedBefore = await forwards('dropped');
    expect((await report('Rate limited once')).status).toBe(201);
    await forwarder().idle();
    expect((await report('Rate limited twice')).status).toBe(201);
    await forwarder().idle();
    expect(calls).toBe(1);
    expect(await forwards('dropped')).toBe(droppedBefore + 1);
  });
});
