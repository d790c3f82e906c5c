import { count, desc } from 'drizzle-orm';
import handler from '@/pages/api/logger';
import { getDb } from '@/lib/server/db/client';
import { clientLogs } from '@/lib/server/db/schema/tracking';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { postJson, serveRoute } from '../helpers/route-server';

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(handler);
});
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

const rowCount = async () => (await (await getDb()).select({ n: count() }).from(clientLogs))[0]?.n ?? 0;
const latest = async () => (await (await getDb()).select().from(clientLogs).orderBy(desc(clientLogs.id)).limit(1))[0];

describe('POST /api/logger', () => {
  it('stores a report with the SPEC §7 fields', async () => {
    const res = await postJson(server.url, {
      message: 'Render error: boom',
      callstack: 'Error: boom\n    at Page',
      stamp: '2026-11-22T01:00:00.000Z',
      userAgent: 'Mozilla/5.0',
      url: 'http://localhost:3000/news',
      referrer: 'http://localhost:3000/',
      error: { name: 'TypeError', message: 'boom' },
    });
    expect(res.status).toBe(201);
    expect(await latest()).toMatchObject({ message: 'Render error: boom', userAgent: 'Mozilla/5.0', referrer: 'http://localhost:3000/', errorName: 'TypeError' });
  });

  it('cuts the user agent to 200 and the referrer to 500 characters', async () => {
    const longReferrer = `http://localhost:3000/${'a'.repeat(2_000)}`;
    const res = await postJson(server.url, { message: 'long', userAgent: 'U'.repeat(5_000), referrer: longReferrer });
    expect(res.status).toBe(201);
    const row = await latest();
    expect(row?.userAgent).toHaveLength(200);
    expect(row?.referrer).toHaveLength(500);
  });

  it('keeps a referrer only from our own hosts', async () => {
    await postJson(server.url, { message: 'from elsewhere', referrer: 'https://evil.example.com/page' });
    expect((await latest())?.referrer).toBeNull();
  });

  it('stores each field as one line: CR, LF and other control characters become a space', async () => {
    const res = await postJson(server.url, { message: 'ok\r\nSet-Cookie: x=1\u001b[2J\u0085end', callstack: 'Error: x\n    at a (app.js:1:1)\n    at b (app.js:2:2)' });
    expect(res.status).toBe(201);
    const row = await latest();
    expect(row?.message).toBe('ok Set-Cookie: x=1 [2J end');
    expect(row?.callstack).toBe('Error: x |     at a (app.js:1:1) |     at b (app.js:2:2)');
  });

  it('caps the message and callstack and drops NUL characters', async () => {
    const res = await postJson(server.url, { message: `a\u0000b${'m'.repeat(5_000)}`, callstack: 's'.repeat(50_000) });
    expect(res.status).toBe(201);
    const row = await latest();
    expect(row?.message.startsWith('ab')).toBe(true);
    expect(row?.message).toHaveLength(2_000);
    expect(row?.callstack).toHaveLength(10_000);
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
    const before = await rowCount();
    const res = await send();
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toEqual(expect.any(String));
    expect(await rowCount()).toBe(before);
  });

  it('rate limits a client that floods it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await postJson(server.url, { message: `flood ${i}` })).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
