import { sql } from 'drizzle-orm';
import handler from '@/pages/api/tsom/members/index';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, post } from '../../helpers/api-call';
import {
  createAnonymousUser,
  createEmailUser,
  createRevokedUser,
  expiredIdToken,
  uniqueEmail,
  userByEmail,
} from '../../helpers/firebase-emulator';
import { memberRow } from '../../helpers/member-rows';
import { serveRoute } from '../../helpers/route-server';

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(handler);
});
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

const rowsWithEmail = async (email: string) => (await getDb()).select().from(members).where(sql`lower(${members.email}) = lower(${email})`);

describe('POST /api/tsom/members without a token', () => {
  it('creates a Firebase account without a password and its member', async () => {
    const email = uniqueEmail('new');
    const res = await post(server.url, { email, firstName: 'Aroha', lastName: 'Tāne' });
    expect(res.status).toBe(200);
    const account = await userByEmail(email);
    expect(account).not.toBeNull();
    expect(account?.passwordHash).toBeUndefined();
    expect(account?.displayName).toBe('Aroha Tāne');
    expect(res.json.data).toEqual({
      uid: account?.localId,
      id: account?.localId,
      ds_id: account?.localId,
      email,
      name: 'Aroha Tāne',
      firstName: 'Aroha',
      lastName: 'Tāne',
      type: 'standard',
    });
    expect(await rowsWithEmail(email)).toHaveLength(1);
  });

  it('stores the email in lower case', async () => {
    const email = uniqueEmail('case');
    const res = await post(server.url, { email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.json.data.email).toBe(email);
  });

  it('refuses an email a member already has with 409 EMAIL_TAKEN', async () => {
    const email = uniqueEmail('taken');
    expect((await post(server.url, { email })).status).toBe(200);
    const again = await post(server.url, { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('EMAIL_TAKEN');
    expect(await rowsWithEmail(email)).toHaveLength(1);
  });

  it('refuses an email that has a Firebase account but no member', async () => {
    const user = await createEmailUser();
    const res = await post(server.url, { email: user.email });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('EMAIL_TAKEN');
    expect(await memberRow(user.uid)).toBeUndefined();
  });

  it('makes one member and one account of concurrent creates for one email', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(server.url, { email })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.json.error.code === 'EMAIL_TAKEN')).toBe(true);
    const rows = await rowsWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.uid).toBe((await userByEmail(email))?.localId);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }],
    ['no email', { firstName: 'Aroha' }],
    ['a uid in the body', { email: 'x@example.nz', uid: 'someone' }],
    ['a type in the body', { email: 'x@example.nz', type: 'admin' }],
    ['an empty first name', { email: 'x@example.nz', firstName: '   ' }],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await post(server.url, body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
  });

  it('rate limits a client creating many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(server.url, { email: uniqueEmail('flood') })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);

    // Signed-in readers behind the same address (an office, a campus) are not held by that limit.
    const user = await createEmailUser();
    expect((await post(server.url, { email: user.email }, bearer(user.idToken))).status).toBe(200);
  });
});

describe('POST /api/tsom/members with a token', () => {
  it("creates the member for the caller's uid", async () => {
    const user = await createEmailUser();
    const res = await post(server.url, { email: user.email, name: 'Mere' }, bearer(user.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ uid: user.uid, id: user.uid, ds_id: user.uid, email: user.email, name: 'Mere', type: 'standard' });
  });

  it("accepts the caller's email in another case", async () => {
    const user = await createEmailUser();
    const res = await post(server.url, { email: user.email.toUpperCase() }, bearer(user.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data.uid).toBe(user.uid);
  });

  it('refuses an email that is not the one signed in with: 403 FORBIDDEN', async () => {
    const user = await createEmailUser();
    const res = await post(server.url, { email: uniqueEmail('other') }, bearer(user.idToken));
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('FORBIDDEN');
    expect(await memberRow(user.uid)).toBeUndefined();
  });

  it('is idempotent: a replay answers the same member, fills empty names and overwrites nothing', async () => {
    const user = await createEmailUser();
    const first = await post(server.url, { email: user.email, firstName: 'Hemi' }, bearer(user.idToken));
    const replay = await post(server.url, { email: user.email, firstName: 'Changed', lastName: 'Walker' }, bearer(user.idToken));
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.json.data).toMatchObject({ uid: user.uid, firstName: 'Hemi', lastName: 'Walker' });
    expect(await rowsWithEmail(user.email)).toHaveLength(1);
  });

  it('makes one row of concurrent creates by one caller', async () => {
    const user = await createEmailUser();
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(server.url, { email: user.email }, bearer(user.idToken))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await rowsWithEmail(user.email)).toHaveLength(1);
  });

  it('lets an anonymous reader become a member with the email they type', async () => {
    const anonymous = await createAnonymousUser();
    const email = uniqueEmail('anon');
    const res = await post(server.url, { email, firstName: 'Tama' }, bearer(anonymous.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ uid: anonymous.uid, email, firstName: 'Tama', name: 'Tama' });
    expect(await userByEmail(email)).toBeNull(); // no Firebase account is made for them
  });

  it("refuses an anonymous reader another member's email: 409 EMAIL_TAKEN", async () => {
    const owner = await createEmailUser();
    expect((await post(server.url, { email: owner.email }, bearer(owner.idToken))).status).toBe(200);
    const anonymous = await createAnonymousUser();
    const res = await post(server.url, { email: owner.email }, bearer(anonymous.idToken));
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('EMAIL_TAKEN');
    expect(await memberRow(anonymous.uid)).toBeUndefined();
  });

  it('refuses an anonymous reader the email of a Firebase account, so they sign in to it instead', async () => {
    const owner = await createEmailUser();
    const anonymous = await createAnonymousUser();
    const res = await post(server.url, { email: owner.email }, bearer(anonymous.idToken));
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('EMAIL_TAKEN');
  });

  it('gives the email to its Firebase owner when an anonymous reader typed it first', async () => {
    const anonymous = await createAnonymousUser();
    const email = uniqueEmail('squat');
    expect((await post(server.url, { email }, bearer(anonymous.idToken))).status).toBe(200);
    const owner = await createEmailUser({ email });
    const res = await post(server.url, { email }, bearer(owner.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data.uid).toBe(owner.uid);
    expect((await memberRow(anonymous.uid))?.email).toBeNull();
  });

  it.each([
    ['a malformed token', () => 'not.a.token', 'AUTH_INVALID'],
    ['an expired token', async () => expiredIdToken((await createEmailUser()).uid), 'AUTH_EXPIRED'],
    ['a revoked token', async () => (await createRevokedUser()).idToken, 'AUTH_REVOKED'],
  ])('refuses %s with 401 rather than creating an account', async (_name, token, code) => {
    const email = uniqueEmail('badtoken');
    const res = await post(server.url, { email }, bearer(await token()));
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe(code);
    expect(await userByEmail(email)).toBeNull();
    expect(await rowsWithEmail(email)).toHaveLength(0);
  });
});

describe('POST /api/tsom/members, the HTTP edges', () => {
  it('answers 413 for a huge body and 405 for a GET', async () => {
    const huge = await post(server.url, { email: 'x@example.nz', name: 'x'.repeat(200 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('PAYLOAD_TOO_LARGE');
    const wrong = await fetch(server.url);
    expect(wrong.status).toBe(405);
    expect((await wrong.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });
});
