import { z } from 'zod';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { AppError } from '@/lib/server/http/errors';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { captureLogs } from '../../helpers/captured-logs';
import { postJson, serveRoute } from '../../helpers/route-server';

const Echo = z.object({ name: z.string().min(1), amount: z.number().int() }).strict();

const handler = apiRoute({
  POST: route({
    body: Echo,
    handler: async ({ body }) => {
      if (body.name === 'conflict') throw new AppError('ALREADY_DONE', 409, 'That was done already.');
      if (body.name === 'crash') throw new Error('secret database detail at /srv/app/lib/x.ts:12');
      return { hello: body.name, amount: body.amount };
    },
  }),
  GET: route({ query: z.object({ page: z.coerce.number().int().min(1) }).strict(), handler: async ({ query }) => ({ page: query.page }) }),
});

const limited = apiRoute({ POST: route({ rateLimit: { name: 'test-limit', points: 2, durationSeconds: 60 }, handler: async () => 'ok' }) });
const authed = apiRoute({ POST: route({ auth: 'required', handler: async ({ caller }) => caller.uid }) });

let server: Awaited<ReturnType<typeof serveRoute>>;
let limitedServer: Awaited<ReturnType<typeof serveRoute>>;
let authedServer: Awaited<ReturnType<typeof serveRoute>>;

beforeAll(async () => {
  [server, limitedServer, authedServer] = await Promise.all([serveRoute(handler), serveRoute(limited), serveRoute(authed)]);
});
afterAll(() => Promise.all([server.close(), limitedServer.close(), authedServer.close()]));
beforeEach(() => resetRateLimits());

describe('apiRoute', () => {
  it('answers { data } for a valid body', async () => {
    const res = await postJson(server.url, { name: 'Aroha', amount: 500 });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ data: { hello: 'Aroha', amount: 500 } });
  });

  it('refuses an unknown method with 405 and an Allow header', async () => {
    const res = await fetch(server.url, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, GET');
    expect((await res.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('names the bad field in a 400', async () => {
    const res = await postJson(server.url, { name: '', amount: 1.5 });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.fields.map((f: { path: string }) => f.path).sort()).toEqual(['amount', 'name']);
  });

  it('refuses unknown fields (mass assignment)', async () => {
    const res = await postJson(server.url, { name: 'x', amount: 1, uid: 'someone-else' });
    expect(res.status).toBe(400);
  });

  it('answers 400 for malformed JSON and 415 for a form body', async () => {
    const bad = await fetch(server.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('INVALID_JSON');
    const form = await fetch(server.url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'name=x' });
    expect(form.status).toBe(415);
  });

  it('answers 413 for a body over 100 KB', async () => {
    const res = await postJson(server.url, { name: 'x'.repeat(101 * 1024), amount: 1 });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('validates the query string', async () => {
    expect(await (await fetch(`${server.url}/?page=2`)).json()).toEqual({ data: { page: 2 } });
    expect((await fetch(`${server.url}/?page=0`)).status).toBe(400);
    expect((await fetch(`${server.url}/?page=1&page=2`)).status).toBe(400);
  });

  it('passes an AppError through with its status and code', async () => {
    const res = await postJson(server.url, { name: 'conflict', amount: 1 });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'ALREADY_DONE', message: 'That was done already.' } });
  });

  it('hides the detail of an unexpected error behind a 500 whose reference is the request id', async () => {
    const logs = captureLogs();
    const res = await postJson(server.url, { name: 'crash', amount: 1 });
    logs.stop();
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/secret|\/srv|\.ts:/);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(text).error).toEqual({ code: 'INTERNAL', message: `Something went wrong on our side (ref ${requestId}).` });
    // The details are in the log, on the request's one line.
    expect(logs.lines()).toEqual([expect.objectContaining({ level: 'error', requestId, method: 'POST', err: expect.objectContaining({ message: expect.stringContaining('secret database detail') }) })]);
  });

  it('answers every call with its own X-Request-Id', async () => {
    const [first, second] = await Promise.all([postJson(server.url, { name: 'a', amount: 1 }), postJson(server.url, { name: '', amount: 1 })]);
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it('rate limits per client with 429 and Retry-After', async () => {
    expect((await postJson(limitedServer.url, {})).status).toBe(200);
    expect((await postJson(limitedServer.url, {})).status).toBe(200);
    const res = await postJson(limitedServer.url, {});
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('asks for sign-in when the bearer token is missing or malformed', async () => {
    const missing = await postJson(authedServer.url, {});
    expect(missing.status).toBe(401);
    expect((await missing.json()).error.code).toBe('AUTH_REQUIRED');
    const garbage = await postJson(authedServer.url, {}, { Authorization: 'Bearer not.a.token' });
    expect(garbage.status).toBe(401);
    expect((await garbage.json()).error.code).toBe('AUTH_INVALID');
    const wrongScheme = await postJson(authedServer.url, {}, { Authorization: 'Basic abc' });
    expect(wrongScheme.status).toBe(401);
  });
});

describe('apiRoute cacheControl', () => {
  const cached = apiRoute({
    GET: route({
      query: z.object({ fail: z.literal('no').optional() }).strict(),
      cacheControl: 'public, s-maxage=60, stale-while-revalidate=600',
      handler: async () => ({ same: 'for everyone' }),
    }),
  });
  let cachedServer: Awaited<ReturnType<typeof serveRoute>>;
  beforeAll(async () => {
    cachedServer = await serveRoute(cached);
  });
  afterAll(() => cachedServer.close());

  it('sets the given Cache-Control on success only; errors stay private, no-store', async () => {
    const ok = await fetch(cachedServer.url);
    expect(ok.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600');
    const bad = await fetch(`${cachedServer.url}/?fail=yes`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('apiRoute streamed', () => {
  const streamed = apiRoute({
    GET: route({
      query: z.object({ fail: z.enum(['before', 'after']).optional() }).strict(),
      streamed: true,
      handler: async ({ query, res }) => {
        if (query.fail === 'before') throw new AppError('NOT_YET', 409, 'Not before the first byte.');
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.write('first line\n');
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (query.fail === 'after') throw new Error('the database went away half-way');
        res.end('last line\n');
      },
    }),
  });
  let streamedServer: Awaited<ReturnType<typeof serveRoute>>;
  beforeAll(async () => {
    streamedServer = await serveRoute(streamed);
  });
  afterAll(() => streamedServer.close());

  it('sends what the handler wrote and nothing after it', async () => {
    const res = await fetch(streamedServer.url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('first line\nlast line\n');
  });

  it('answers an error thrown before the first byte as JSON', async () => {
    const res = await fetch(`${streamedServer.url}/?fail=before`);
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 409, body: { error: { code: 'NOT_YET', message: 'Not before the first byte.' } } });
  });

  it('cuts the connection on an error after the first byte, so the body is never taken for whole', async () => {
    const logs = captureLogs();
    const res = await fetch(`${streamedServer.url}/?fail=after`);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    logs.stop();
    expect(logs.lines()).toEqual([expect.objectContaining({ level: 'error', requestId: res.headers.get('x-request-id') })]);
  });
});
