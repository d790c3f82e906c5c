import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import handler from '@/pages/api/logger';
import { getDb } from '@/lib/server/db/client';
import { errorGroupHours, errorGroups } from '@/lib/server/db/schema/tracking';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { postJson, serveRoute } from '../helpers/route-server';

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(handler);
});
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

/** How much is stored: groups, and reports counted in them. */
const stored = async () => {
  const [row] = await (await getDb()).select({ groups: sql<number>`count(*)::int`, reports: sql<number>`coalesce(sum(${errorGroups.reports}), 0)::int` }).from(errorGroups);
  return row!;
};
const groupOf = async (fingerprint: string) => (await (await getDb()).select().from(errorGroups).where(eq(errorGroups.fingerprint, fingerprint)))[0];

async function report(body: unknown): Promise<{ status: number; fingerprint: string }> {
  const res = await postJson(server.url, body);
  const json = (await res.json()) as { data?: { fingerprint: string } };
  return { status: res.status, fingerprint: json.data?.fingerprint ?? '' };
}

describe('POST /api/logger', () => {
  it('stores a report with the SPEC §7 fields as its group’s sample, and answers the group’s fingerprint', async () => {
    const answer = await report({
      message: 'Render error: boom',
      callstack: 'Error: boom\n    at Page',
      stamp: '2026-11-22T01:00:00.000Z',
      userAgent: 'Mozilla/5.0',
      url: 'http://localhost:3000/news?utm_source=x',
      referrer: 'http://localhost:3000/',
      error: { name: 'TypeError', message: 'boom' },
    });
    expect(answer).toEqual({ status: 201, fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await groupOf(answer.fingerprint)).toMatchObject({
      source: 'browser',
      message: 'Render error: boom',
      errorName: 'TypeError',
      reports: 1,
      sampleMessage: 'Render error: boom',
      sampleUserAgent: 'Mozilla/5.0',
      sampleReferrer: 'http://localhost:3000/',
      // The path only: a query may carry a token.
      samplePath: '/news',
    });
  });

  it('cuts the user agent to 200 and the referrer to 500 characters', async () => {
    const longReferrer = `http://localhost:3000/${'a'.repeat(2_000)}`;
    const answer = await report({ message: 'long', userAgent: 'U'.repeat(5_000), referrer: longReferrer });
    expect(answer.status).toBe(201);
    const group = await groupOf(answer.fingerprint);
    expect(group?.sampleUserAgent).toHaveLength(200);
    expect(group?.sampleReferrer).toHaveLength(500);
  });

  it('keeps a referrer only from our own hosts', async () => {
    const answer = await report({ message: 'from elsewhere', referrer: 'https://evil.example.com/page' });
    expect((await groupOf(answer.fingerprint))?.sampleReferrer).toBeNull();
  });

  it('stores each field as one line: CR, LF and other control characters become a space', async () => {
    const answer = await report({ message: 'ok\r\nSet-Cookie: x=1\u001b[2J\u0085end', callstack: 'Error: x\n    at a (app.js:1:1)\n    at b (app.js:2:2)' });
    expect(answer.status).toBe(201);
    const group = await groupOf(answer.fingerprint);
    expect(group?.sampleMessage).toBe('ok Set-Cookie: x=1 [2J end');
    expect(group?.sampleCallstack).toBe('Error: x |     at a (app.js:1:1) |     at b (app.js:2:2)');
    expect(group?.firstFrame).toBe('a (app.js)');
  });

  it('caps the message and callstack, drops NUL characters and scrubs addresses', async () => {
    const answer = await report({ message: `a\u0000b ${'m'.repeat(5_000)}`, callstack: `reader@example.nz ${'s'.repeat(50_000)}` });
    expect(answer.status).toBe(201);
    const group = await groupOf(answer.fingerprint);
    expect(group?.sampleMessage.startsWith('ab ')).toBe(true);
    expect(group?.sampleMessage).toHaveLength(2_000);
    expect(group?.sampleCallstack?.startsWith('[email] sss')).toBe(true);
    expect(group?.sampleCallstack!.length).toBeLessThanOrEqual(10_000);
  });

  it('counts reports of one error in one row, whatever build, host or request they come from', async () => {
    const before = await stored();
    const occurrence = (i: number) => ({
      message: `Page failed with status 500 (ref ${randomUUID()})`,
      callstack: `TypeError: x is undefined\n    at renderCard (https://${i % 2 ? 'www.example.nz' : 'cdn.example.nz'}/_next/static/chunks/pages/index-${(0x1a2b3c4d + i).toString(16)}.js:1:${1000 + i})\n    at div`,
      url: `http://localhost:3000/news?page=${i}`,
    });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await report(occurrence(i)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.fingerprint)).size).toBe(1);
    const group = await groupOf(answers[0]!.fingerprint);
    expect(group).toMatchObject({ reports: 12, message: 'Page failed with status 500 (ref <id>)', firstFrame: 'renderCard (/_next/static/chunks/pages/index-<hash>.js)' });
    expect(await stored()).toEqual({ groups: before.groups + 1, reports: before.reports + 12 });
    const hours = await (await getDb()).select().from(errorGroupHours).where(eq(errorGroupHours.fingerprint, answers[0]!.fingerprint));
    expect(hours.reduce((sum, hour) => sum + hour.reports, 0)).toBe(12);
    expect(hours.length).toBeLessThanOrEqual(2);

    // Another function is another error.
    const other = await report({ ...occurrence(0), callstack: 'TypeError: x is undefined\n    at renderList (https://www.example.nz/_next/static/chunks/pages/index-1a2b3c4d.js:1:5)' });
    expect(other.fingerprint).not.toBe(answers[0]!.fingerprint);
  });

  it.each([
    ['a 1 MB body', () => postJson(server.url, { message: 'x'.repeat(1024 * 1024) }), 413],
    ['a body that is not JSON', () => fetch(server.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'not json' }), 400],
    ['a missing message', () => postJson(server.url, { callstack: 'x' }), 400],
    ['a message of the wrong type', () => postJson(server.url, { message: 42 }), 400],
    ['an unknown field', () => postJson(server.url, { message: 'x', isAdmin: true }), 400],
    ['an array', () => postJson(server.url, [{ message: 'x' }]), 400],
    ['a GET', () => fetch(server.url), 405],
  ])('refuses %s with a 4xx and stores nothing', async (_name, send, status) => {
    const before = await stored();
    const res = await send();
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toEqual(expect.any(String));
    expect(await stored()).toEqual(before);
  });

  it('rate limits a client that floods it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await postJson(server.url, { message: `flood ${i}` })).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
