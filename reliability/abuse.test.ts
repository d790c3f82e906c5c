import type { IncomingMessage } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents, errorGroups } from '@/lib/server/db/schema/tracking';
import { clientIp } from '@/lib/server/http/client-ip';
import { MEMBER_TYPE_LIMIT } from '@/lib/server/http/shared-address-limits';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import trackEvent from '@/pages/api/analytics/track-event';
import logger from '@/pages/api/logger';
import getMemberType from '@/pages/api/tsom/members/get-member-type';
import subscribeNewsletter from '@/pages/api/tsom/newsletters/subscribe-newsletter';
import { createVerifiedUser, uniqueEmail } from '@/__tests__/helpers/firebase-emulator';
import { insertSeedNewsletters } from '@/__tests__/helpers/newsletter-rows';
import { serveRoute } from '@/__tests__/helpers/route-server';
import { writeFigures } from './helpers/figures';
import { invokeInProcess, type RouteHandler } from './helpers/in-process';
import { giveOwnerObjects } from './helpers/owner-objects';

const figures: [string, string][] = [];
afterAll(() => writeFigures('abuse', figures));

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('rate limits under 100 parallel requests', () => {
  let server: Awaited<ReturnType<typeof serveRoute>>;
  beforeAll(async () => (server = await serveRoute(getMemberType)));
  afterAll(() => server.close());
  beforeEach(() => resetRateLimits());

  // get-member-type lets MEMBER_TYPE_LIMIT.points (400) through in 10 minutes per address (decision 121).
  const limit = MEMBER_TYPE_LIMIT.points;
  const parallel = limit + 100;

  it('let exactly the limit through (get-member-type) and answer the rest 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: parallel }, (_, i) => postJson(server.url, { email: `reader${i}@example.nz` })));
    const statuses = answers.map((answer) => answer.status);
    expect({ ok: statuses.filter((s) => s === 200).length, limited: statuses.filter((s) => s === 429).length }).toEqual({ ok: limit, limited: 100 });
    expect(answers.find((answer) => answer.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/);
    figures.push([`${parallel} parallel get-member-type: answered / limited`, `${statuses.filter((s) => s === 200).length} / ${statuses.filter((s) => s === 429).length}`]);
  });

  it('are not reset by rotating X-Forwarded-For when no proxy is trusted', async () => {
    const answers = await Promise.all(
      Array.from({ length: parallel }, (_, i) => postJson(server.url, { email: `reader${i}@example.nz` }, { 'X-Forwarded-For': `203.0.${i % 250}.${i % 7}` })),
    );
    const ok = answers.filter((answer) => answer.status === 200).length;
    expect(ok).toBe(limit);
    figures.push([`${parallel} parallel, each its own X-Forwarded-For: answered`, String(ok)]);
  });

  it('are not reset by rotating the client’s part of X-Forwarded-For behind a trusted proxy', () => {
    // Our proxy appends the address it saw; the client may put anything before it.
    const request = (forwarded: string) => ({ headers: { 'x-forwarded-for': forwarded }, socket: { remoteAddress: '10.0.0.1' } }) as unknown as IncomingMessage;
    const keys = new Set(Array.from({ length: 100 }, (_, i) => clientIp(request(`198.51.100.${i}, 203.0.113.7`), { TRUST_PROXY: 1 })));
    expect([...keys]).toEqual(['203.0.113.7']);
    expect(clientIp(request('198.51.100.1, 203.0.113.7, 10.0.0.9'), { TRUST_PROXY: 2 })).toBe('203.0.113.7');
    expect(clientIp(request('198.51.100.1'), { TRUST_PROXY: 0 })).toBe('10.0.0.1');
  });
});

describe('known and unknown emails look alike', () => {
  let known: string;
  beforeAll(async () => {
    await insertSeedNewsletters();
    const member = await createVerifiedUser();
    await giveOwnerObjects(member);
    known = member.email;
  });

  /** The answer with every value replaced by its type: what must not differ. */
  const shape = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(shape) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : typeof value;

  async function timedCall(handler: RouteHandler, body: unknown) {
    resetRateLimits();
    const started = process.hrtime.bigint();
    const answer = await invokeInProcess(handler, { method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { answer, ms: Number(process.hrtime.bigint() - started) / 1e6 };
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  /** Alternates known and unknown calls (so load on the machine hits both alike) and compares medians. */
  async function compare(handler: RouteHandler, body: (email: string) => unknown, rounds = 15) {
    const times = { known: [] as number[], unknown: [] as number[] };
    const answers = { known: [] as unknown[], unknown: [] as unknown[] };
    for (let i = 0; i < rounds; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const { answer, ms } = await timedCall(handler, body(kind === 'known' ? known : uniqueEmail('nobody')));
        times[kind].push(ms);
        answers[kind].push({ status: answer.status, headers: Object.keys(answer.headers).sort(), body: JSON.parse(answer.text) });
      }
    }
    return { times, answers, ratio: Math.max(median(times.known), median(times.unknown)) / Math.min(median(times.known), median(times.unknown)) };
  }

  it('anonymous subscribe: the same answer exactly, apart from the address, and the same work', async () => {
    const { answers, ratio } = await compare(subscribeNewsletter, (email) => ({ email, listId: 'morning-briefing', source: 'article' }));
    const blind = (answer: unknown) => JSON.parse(JSON.stringify(answer).replaceAll(known, 'EMAIL').replace(/nobody-[\w-]+@example\.nz/g, 'EMAIL'));
    expect(new Set([...answers.known, ...answers.unknown].map((answer) => JSON.stringify(blind(answer)))).size).toBe(1);
    // Both paths run the same queries and send the same email; a generous factor absorbs a busy machine (2.6 was seen at load 25 on two cores).
    expect(ratio).toBeLessThan(5);
    figures.push(['anonymous subscribe: answers for known vs unknown email', 'identical']);
    figures.push(['anonymous subscribe: median time ratio known/unknown', ratio.toFixed(2)]);
  });

  it('get-member-type: the same shape and status, one query either way', async () => {
    const { answers, ratio } = await compare(getMemberType, (email) => ({ email }));
    const shapes = new Set([...answers.known, ...answers.unknown].map((answer) => {
      const { status, headers, body } = answer as { status: number; headers: string[]; body: { data: { type: string | null } } };
      // SPEC §6: the type is the answer (null for no member; the donation flow asks existing members to sign in), so only its presence is compared.
      return JSON.stringify({ status, headers, body: shape({ data: { type: body.data.type === null ? 'x' : body.data.type } }) });
    }));
    expect(shapes.size).toBe(1);
    expect(ratio).toBeLessThan(5);
    figures.push(['get-member-type: shapes for known vs unknown email', 'identical']);
    figures.push(['get-member-type: median time ratio known/unknown', ratio.toFixed(2)]);
  });
});

describe('logger and track-event', () => {
  beforeEach(() => resetRateLimits());
  const send = (handler: RouteHandler, body: unknown, remoteAddress = '192.0.2.1') =>
    invokeInProcess(handler, { method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), remoteAddress });
  const hostile = 'ok\r\nSet-Cookie: admin=1\u001b[2J\u0007\u0085end\ud800';

  it('logger stores one line per field: no CR, LF or control characters, sizes capped', async () => {
    const answer = await send(logger, { message: hostile, callstack: `Error: x\n    at a (app.js:1:1)\r\n    at b (app.js:2:2)${'y'.repeat(20_000)}`, stamp: `1\n2`, url: hostile, error: { name: hostile, message: hostile } });
    expect(answer.status).toBe(201);
    const { fingerprint } = (JSON.parse(answer.text) as { data: { fingerprint: string } }).data;
    const [row] = await (await getDb()).select().from(errorGroups).where(eq(errorGroups.fingerprint, fingerprint));
    const stored = [row!.message, row!.sampleMessage, row!.sampleCallstack, row!.samplePath, row!.errorName, row!.firstFrame];
    for (const text of stored) expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(row!.sampleMessage).toBe('ok Set-Cookie: admin=1 [2J end\ufffd');
    expect(row!.sampleCallstack).toMatch(/^Error: x \| {5}at a \(app\.js:1:1\) \| {5}at b/);
    expect(row!.sampleCallstack!.length).toBe(10_000);
    figures.push(['logger: control characters stored', String(0)]);
  });

  it('track-event stores event data without CR, LF or control characters in keys or values', async () => {
    const answer = await send(trackEvent, { eventName: 'page_view', eventData: JSON.stringify({ [`k\r\ney`]: hostile, list: [hostile, 1, { inner: '\u0001x' }] }) });
    expect(answer.status).toBe(201);
    const [row] = await (await getDb()).select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1);
    expect(JSON.stringify(row!.data)).not.toMatch(/\\u00[01][0-9a-f]|\\[rn]|[\u007f-\u009f]/);
    expect(row!.data).toEqual({ 'k ey': 'ok Set-Cookie: admin=1 [2J end\ufffd', list: ['ok Set-Cookie: admin=1 [2J end\ufffd', 1, { inner: ' x' }] });
    figures.push(['track-event: control characters stored', String(0)]);
  });

  it('bound what one client stores in a day, whatever the per-minute limit allows', async () => {
    const client = '192.0.2.77';
    let storedReports = 0;
    for (let i = 0; i < 320; i++) {
      if (i % 30 === 0) resetPerMinute();
      const answer = await send(logger, { message: `report ${i}` }, client);
      if (answer.status === 201) storedReports++;
      else expect(answer.status).toBe(429);
    }
    expect(storedReports).toBe(300);
    // Someone else is not affected.
    resetPerMinute();
    expect((await send(logger, { message: 'another reader' }, '192.0.2.78')).status).toBe(201);

    let storedKb = 0;
    const tenKb = JSON.stringify({ t: 'x'.repeat(9_000) });
    for (let i = 0; i < 1_000; i++) {
      if (i % 100 === 0) resetPerMinute();
      const answer = await send(trackEvent, { eventName: 'page_view', eventData: tenKb }, client);
      if (answer.status !== 201) break;
      storedKb += 9;
    }
    expect(storedKb).toBeLessThanOrEqual(8_192);
    expect(storedKb).toBeGreaterThan(7_000);
    figures.push(['logger: reports one client can store a day', String(storedReports)]);
    figures.push(['track-event: KB of event data one client can store a day', `≤ 8192 (stored ${storedKb})`]);
  });
});

/** Forgets the per-minute buckets only, as if a minute had passed; the daily ones stay. */
function resetPerMinute(): void {
  const limiters = (globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('panui.rateLimiters')];
  for (const name of ['logger', 'track-event']) limiters?.delete(name);
}
