import createHandler from '@/pages/api/tsom/members/index';
import getHandler from '@/pages/api/tsom/members/get-member';
import updateHandler from '@/pages/api/tsom/members/update-member';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, expectRefused, post } from '../../helpers/api-call';
import {
  createAnonymousUser,
  createEmailUser,
  createRevokedUser,
  type EmailUser,
  expiredIdToken,
  uniqueEmail,
} from '../../helpers/firebase-emulator';
import { memberRow } from '../../helpers/member-rows';
import { serveRoute } from '../../helpers/route-server';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let create: Server;
let get: Server;
let update: Server;
let alice: EmailUser;
let bob: EmailUser;

beforeAll(async () => {
  [create, get, update] = await Promise.all([serveRoute(createHandler), serveRoute(getHandler), serveRoute(updateHandler)]);
  [alice, bob] = await Promise.all([createEmailUser(), createEmailUser()]);
  for (const user of [alice, bob]) {
    const res = await post(create.url, { email: user.email, firstName: 'First', lastName: 'Last' }, bearer(user.idToken));
    expect(res.status).toBe(200);
  }
});
afterAll(() => Promise.all([create.close(), get.close(), update.close()]));
beforeEach(() => resetRateLimits());

// Every way of asking that must be refused, for each members call that needs a token.
const badTokens: [string, () => Promise<Record<string, string>>, string][] = [
  ['no token', async () => ({}), 'AUTH_REQUIRED'],
  ['a malformed token', async () => bearer('not.a.token'), 'AUTH_INVALID'],
  ['a header that is not Bearer', async () => ({ Authorization: 'Basic YWxpY2U6eA==' }), 'AUTH_INVALID'],
  ['an expired token', async () => bearer(expiredIdToken(alice.uid, alice.email)), 'AUTH_EXPIRED'],
  ['a revoked token', async () => bearer((await createRevokedUser()).idToken), 'AUTH_REVOKED'],
];

describe('POST /api/tsom/members/get-member', () => {
  it.each(badTokens)('refuses %s with 401', async (_name, headers, code) => {
    expectRefused(await post(`${get.url}/?uid=${alice.uid}`, {}, await headers()), 401, code);
    expectRefused(await post(`${get.url}/?email=${alice.email}`, {}, await headers()), 401, code);
  });

  it("refuses another member's uid and email with 403 FORBIDDEN", async () => {
    expectRefused(await post(`${get.url}/?uid=${bob.uid}`, {}, bearer(alice.idToken)), 403, 'FORBIDDEN');
    expectRefused(await post(`${get.url}/?email=${encodeURIComponent(bob.email)}`, {}, bearer(alice.idToken)), 403, 'FORBIDDEN');
  });

  it('reads the Bearer scheme in any case, as RFC 7235 says', async () => {
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      const res = await post(`${get.url}/?uid=${alice.uid}`, {}, { Authorization: `${scheme} ${alice.idToken}` });
      expect({ scheme, status: res.status, uid: res.json.data?.uid }).toEqual({ scheme, status: 200, uid: alice.uid });
    }
  });

  it('refuses an email nobody has with 403, not 404, so it tells nothing', async () => {
    expectRefused(await post(`${get.url}/?email=${uniqueEmail('nobody')}`, {}, bearer(alice.idToken)), 403, 'FORBIDDEN');
  });

  it('answers the caller by uid and by email (any case)', async () => {
    const byUid = await post(`${get.url}/?uid=${alice.uid}`, {}, bearer(alice.idToken));
    expect(byUid.status).toBe(200);
    expect(byUid.json.data).toEqual({
      uid: alice.uid,
      id: alice.uid,
      ds_id: alice.uid,
      email: alice.email,
      name: 'First Last',
      firstName: 'First',
      lastName: 'Last',
      type: 'standard',
    });
    const byEmail = await post(`${get.url}/?email=${encodeURIComponent(alice.email.toUpperCase())}`, {}, bearer(alice.idToken));
    expect(byEmail.status).toBe(200);
    expect(byEmail.json.data).toEqual(byUid.json.data);
  });

  it('answers an anonymous member by the email on their row', async () => {
    const anonymous = await createAnonymousUser();
    const email = uniqueEmail('anon');
    expect((await post(create.url, { email }, bearer(anonymous.idToken))).status).toBe(200);
    const res = await post(`${get.url}/?email=${email}`, {}, bearer(anonymous.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data.uid).toBe(anonymous.uid);
  });

  it('makes the missing member of a signed-in reader (a sign-up whose create call failed), once', async () => {
    const carol = await createEmailUser();
    const first = await post(`${get.url}/?uid=${carol.uid}`, {}, bearer(carol.idToken));
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ uid: carol.uid, email: carol.email, type: 'standard' });
    const again = await post(`${get.url}/?email=${carol.email}`, {}, bearer(carol.idToken));
    expect(again.json.data).toEqual(first.json.data);
  });

  it('answers 404 MEMBER_NOT_FOUND for an anonymous reader without a member, and makes none', async () => {
    const anonymous = await createAnonymousUser();
    expectRefused(await post(`${get.url}/?uid=${anonymous.uid}`, {}, bearer(anonymous.idToken)), 404, 'MEMBER_NOT_FOUND');
    expect(await memberRow(anonymous.uid)).toBeUndefined();
  });

  it('refuses both, neither, or a repeated parameter with 400', async () => {
    for (const query of [`?uid=${alice.uid}&email=${alice.email}`, '', `?uid=${alice.uid}&uid=${alice.uid}`, '?email=nonsense']) {
      expectRefused(await post(`${get.url}/${query}`, {}, bearer(alice.idToken)), 400, 'VALIDATION_FAILED');
    }
  });

  it('refuses a body (the uid goes in the query) and a GET', async () => {
    expectRefused(await post(`${get.url}/?uid=${alice.uid}`, { uid: bob.uid }, bearer(alice.idToken)), 400, 'VALIDATION_FAILED');
    expect((await fetch(`${get.url}/?uid=${alice.uid}`, { headers: bearer(alice.idToken) })).status).toBe(405);
  });
});

describe('POST /api/tsom/members/update-member', () => {
  it.each(badTokens)('refuses %s with 401 and changes nothing', async (_name, headers, code) => {
    const before = await memberRow(alice.uid);
    expectRefused(await post(update.url, { firstName: 'Hacked' }, await headers()), 401, code);
    expect(await memberRow(alice.uid)).toEqual(before);
  });

  it.each([
    ['uid', { uid: 'someone-else', firstName: 'X' }],
    ['email', { email: 'new@example.nz' }],
    ['type', { type: 'admin' }],
    ['stripeCustomerId', { stripeCustomerId: 'cus_1' }],
  ])('refuses the field %s with 400 and changes nothing', async (_field, body) => {
    const before = await memberRow(alice.uid);
    expectRefused(await post(update.url, body, bearer(alice.idToken)), 400, 'VALIDATION_FAILED');
    expect(await memberRow(alice.uid)).toEqual(before);
  });

  it('refuses an empty change with 400', async () => {
    expectRefused(await post(update.url, {}, bearer(alice.idToken)), 400, 'VALIDATION_FAILED');
  });

  it("changes only the caller's own row and recomputes name from the first and last names", async () => {
    const bobBefore = await memberRow(bob.uid);
    const before = await memberRow(alice.uid);
    const res = await post(update.url, { firstName: 'Aroha', lastName: 'Ngata' }, bearer(alice.idToken));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ uid: alice.uid, firstName: 'Aroha', lastName: 'Ngata', name: 'Aroha Ngata', email: alice.email });
    const after = await memberRow(alice.uid);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(await memberRow(bob.uid)).toEqual(bobBefore);
  });

  it('keeps an explicit name, and clears a field sent as null', async () => {
    const named = await post(update.url, { firstName: 'Kiri', name: 'Dame Kiri' }, bearer(alice.idToken));
    expect(named.json.data).toMatchObject({ firstName: 'Kiri', name: 'Dame Kiri' });
    const cleared = await post(update.url, { lastName: null }, bearer(alice.idToken));
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).toMatchObject({ firstName: 'Kiri', lastName: null, name: 'Kiri' });
  });

  it('answers 404 MEMBER_NOT_FOUND for a reader without a member', async () => {
    const carol = await createEmailUser();
    expectRefused(await post(update.url, { firstName: 'Carol' }, bearer(carol.idToken)), 404, 'MEMBER_NOT_FOUND');
    expect(await memberRow(carol.uid)).toBeUndefined();
  });

  it('answers 413 for a huge body and 405 for a GET', async () => {
    expectRefused(await post(update.url, { firstName: 'x'.repeat(200 * 1024) }, bearer(alice.idToken)), 413, 'PAYLOAD_TOO_LARGE');
    expect((await fetch(update.url)).status).toBe(405);
  });
});
