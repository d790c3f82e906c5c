import handler from '@/pages/api/tsom/members/get-member-type';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, post } from '../../helpers/api-call';
import { uniqueEmail } from '../../helpers/firebase-emulator';
import { serveRoute } from '../../helpers/route-server';
import { MEMBER_TYPE_LIMIT } from '@/lib/server/http/shared-address-limits';

let server: Awaited<ReturnType<typeof serveRoute>>;
const email = uniqueEmail('typed');
beforeAll(async () => {
  server = await serveRoute(handler);
  await (await getDb()).insert(members).values({ uid: 'member-with-type', email, name: 'Secret Name', stripeCustomerId: 'cus_secret' });
});
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

describe('POST /api/tsom/members/get-member-type', () => {
  it('answers only the type, without a token', async () => {
    const res = await post(server.url, { email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { type: 'standard' } });
  });

  it('answers a null type for an email no member has', async () => {
    const res = await post(server.url, { email: uniqueEmail('nobody') });
    expect(res.json).toEqual({ data: { type: null } });
  });

  it('ignores a token, even a malformed one', async () => {
    expect((await post(server.url, { email }, bearer('not.a.token'))).json).toEqual({ data: { type: 'standard' } });
  });

  it.each([
    ['an invalid email', { email: 'nope' }],
    ['an extra field', { email, uid: 'member-with-type' }],
    ['no email', {}],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await post(server.url, body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
  });

  it('is rate limited per address, as anyone may ask, with room for a busy NAT (decision 121)', async () => {
    const limit = MEMBER_TYPE_LIMIT.points;
    expect(limit).toBeGreaterThanOrEqual(200);
    // Fifty at a time, and a minute: 400 calls took 13 s at load 20 on two cores.
    const statuses: number[] = [];
    while (statuses.length < limit) {
      const batch = Math.min(50, limit - statuses.length);
      statuses.push(...(await Promise.all(Array.from({ length: batch }, async () => (await post(server.url, { email })).status))));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect([(await post(server.url, { email })).status, (await post(server.url, { email })).status]).toEqual([429, 429]);
  }, 60_000);

  it('answers 413 for a huge body and 405 for a GET', async () => {
    expect((await post(server.url, { email: `${'x'.repeat(200 * 1024)}@example.nz` })).status).toBe(413);
    expect((await fetch(server.url)).status).toBe(405);
  });
});
