import { desc } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents } from '@/lib/server/db/schema/tracking';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import handler from '@/pages/api/analytics/track-event';
import { bearer, post } from '../../helpers/api-call';
import { createEmailUser } from '../../helpers/firebase-emulator';
import { serveRoute } from '../../helpers/route-server';

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(handler);
});
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

const latest = async () => (await (await getDb()).select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1))[0];
const track = (body: unknown, headers: Record<string, string> = {}) => post(server.url, body, headers);

describe('POST /api/analytics/track-event', () => {
  it('stores the event with its data parsed and answers 201 with the id', async () => {
    const res = await track({ eventName: 'infinite_scroll_view', eventData: JSON.stringify({ slug: 'a', position: 2 }), email: 'Aroha@Example.NZ' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ data: { id: expect.any(Number) } });
    expect(await latest()).toMatchObject({ id: res.json.data.id, name: 'infinite_scroll_view', data: { slug: 'a', position: 2 }, email: 'aroha@example.nz', memberUid: null });
  });

  it('takes an event without email, or with an empty one, and without data', async () => {
    expect((await track({ eventName: 'page_view', email: '' })).status).toBe(201);
    expect(await latest()).toMatchObject({ name: 'page_view', data: {}, email: null });
    expect((await track({ eventName: 'page_view', eventData: '{}', email: null })).status).toBe(201);
  });

  it('accepts text/plain, as sendBeacon sends it', async () => {
    const res = await fetch(server.url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ eventName: 'session_end', eventData: '{"ms":5}' }) });
    expect(res.status).toBe(201);
  });

  it.each([
    ['eventData that is not JSON', { eventName: 'view_post', eventData: '{not json' }],
    ['eventData that is an array', { eventName: 'view_post', eventData: '[1,2]' }],
    ['eventData that is a number', { eventName: 'view_post', eventData: '42' }],
    ['eventData that is an object, not text', { eventName: 'view_post', eventData: { a: 1 } }],
    ['eventData over 10 KB', { eventName: 'view_post', eventData: JSON.stringify({ text: 'x'.repeat(10 * 1024) }) }],
    ['eventData nested 17 levels deep', { eventName: 'view_post', eventData: `{"a":${'['.repeat(16)}1${']'.repeat(16)}}` }],
    ['eventData nested 4,000 levels deep (it crashed the embedded database)', { eventName: 'view_post', eventData: `{"a":${'['.repeat(4000)}1${']'.repeat(4000)}}` }],
    ['eventData with a NUL', { eventName: 'view_post', eventData: '{"a":"\\u0000"}' }],
    ['an unknown field', { eventName: 'view_post', eventData: '{}', uid: 'someone-else' }],
    ['no eventName', { eventData: '{}' }],
    ['an eventName with spaces', { eventName: 'drop table', eventData: '{}' }],
    ['a bad email', { eventName: 'view_post', email: 'not-an-email' }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, body) => {
    const before = (await latest())?.id;
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
    expect((await latest())?.id).toBe(before);
  });

  it('accepts eventData nested 16 levels deep, brackets inside strings not counted', async () => {
    const eventData = `{"a":${'['.repeat(15)}"[[[[{{{{"${']'.repeat(15)}}`;
    expect((await track({ eventName: 'view_post', eventData })).status).toBe(201);
  });

  it('accepts eventData of exactly 10 KB', async () => {
    const eventData = JSON.stringify({ text: 'x'.repeat(10 * 1024 - 11) });
    expect(eventData).toHaveLength(10 * 1024);
    expect((await track({ eventName: 'view_post', eventData })).status).toBe(201);
  });

  it('records the member from a bearer token', async () => {
    const user = await createEmailUser();
    const res = await track({ eventName: 'view_post', eventData: '{}', email: user.email }, bearer(user.idToken));
    expect(res.status).toBe(201);
    expect(await latest()).toMatchObject({ memberUid: user.uid, email: user.email });
  });

  it("with a bearer token, files the event under the token's email, never the body's", async () => {
    const memberA = await createEmailUser();
    const memberB = await createEmailUser();
    const res = await track({ eventName: 'view_post', eventData: '{}', email: memberB.email }, bearer(memberA.idToken));
    expect(res.status).toBe(201);
    expect(await latest()).toMatchObject({ memberUid: memberA.uid, email: memberA.email });
  });

  it('refuses a form body, which any page could post without asking, with 415', async () => {
    const before = (await latest())?.id;
    const res = await fetch(server.url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'eventName=view_post' });
    expect(res.status).toBe(415);
    expect((await latest())?.id).toBe(before);
  });

  it('refuses a post from another site with 403 CROSS_SITE_REQUEST', async () => {
    const before = (await latest())?.id;
    const res = await track({ eventName: 'view_post', email: 'someone@example.nz' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('CROSS_SITE_REQUEST');
    expect((await latest())?.id).toBe(before);
  });

  it('refuses a malformed bearer with 401', async () => {
    const res = await track({ eventName: 'view_post' }, { Authorization: 'Bearer not-a-token' });
    expect(res.status).toBe(401);
  });

  it('rate limits a client to 120 events a minute', async () => {
    // Twenty at a time: 122 calls one by one, each storing a row, took more than 20 s at load 20 on two cores.
    const statuses: number[] = [];
    while (statuses.length < 120) {
      const from = statuses.length;
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, async (_, i) => (await track({ eventName: 'flood', eventData: JSON.stringify({ i: from + i }) })).status))));
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(120);
    expect([(await track({ eventName: 'flood', eventData: '{}' })).status, (await track({ eventName: 'flood', eventData: '{}' })).status]).toEqual([429, 429]);
  });
});
