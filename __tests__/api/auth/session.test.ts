import authHandler from '@/pages/api/auth/auth';
import loginHandler from '@/pages/api/auth/login';
import signoutHandler from '@/pages/api/auth/signout';
import { getDb } from '@/lib/server/db/client';
import { revokedSessions } from '@/lib/server/db/schema/sessions';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, get, post } from '../../helpers/api-call';
import {
  createEmailUser,
  disableUser,
  type EmailUser,
  expiredIdToken,
  revokeTokens,
  signInWithCustomToken,
  tokenSignedInAgo,
} from '../../helpers/firebase-emulator';
import { serveRoute } from '../../helpers/route-server';
import { cookieHeader, sessionSetCookie } from '../../helpers/session-cookies';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let login: Server;
let auth: Server;
let signout: Server;
beforeAll(async () => {
  [login, auth, signout] = await Promise.all([serveRoute(loginHandler), serveRoute(authHandler), serveRoute(signoutHandler)]);
});
afterAll(() => Promise.all([login.close(), auth.close(), signout.close()]));
beforeEach(() => resetRateLimits());

/** Signs `user` in as a browser does and answers the session cookie the server set. */
async function sessionFor(user: EmailUser): Promise<string> {
  const res = await post(login.url, { token: user.idToken });
  const cookie = sessionSetCookie(res.headers);
  if (!cookie) throw new Error(`login set no cookie: ${JSON.stringify(res.json)}`);
  return cookie.value;
}

const expectCleared = (headers: Headers) => {
  const cookie = sessionSetCookie(headers);
  expect(cookie?.value).toBe('');
  expect(cookie?.attributes.get('max-age')).toBe('0');
  expect(cookie?.attributes.get('path')).toBe('/');
};

describe('GET /api/auth/auth', () => {
  it('answers unauthenticated without a cookie', async () => {
    const res = await get(auth.url);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { status: 'unauthenticated', customToken: null } });
    expect(sessionSetCookie(res.headers)).toBeNull();
  });

  it("answers a custom token that signs the browser in as the cookie's account", async () => {
    const user = await createEmailUser();
    const res = await get(auth.url, cookieHeader(await sessionFor(user)));
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe('authenticated');
    expect((await signInWithCustomToken(res.json.data.customToken)).uid).toBe(user.uid);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('clears a cookie that is not a session and answers 401 AUTH_INVALID', async () => {
    const user = await createEmailUser();
    for (const value of ['garbage', user.idToken, expiredIdToken(user.uid)]) {
      const res = await get(auth.url, cookieHeader(value));
      expect(res.status).toBe(401);
      expect(res.json.error.code).toMatch(/^AUTH_(INVALID|EXPIRED)$/);
      expectCleared(res.headers);
    }
    expect((await get(auth.url, cookieHeader('garbage'))).json.error.code).toBe('AUTH_INVALID');
  });

  it('clears the cookie of a member whose sessions were revoked or who was disabled: 401 AUTH_REVOKED', async () => {
    const revoked = await createEmailUser();
    const revokedCookie = await sessionFor(revoked);
    await revokeTokens(revoked.uid);
    const disabled = await createEmailUser();
    const disabledCookie = await sessionFor(disabled);
    await disableUser(disabled.uid);
    for (const cookie of [revokedCookie, disabledCookie]) {
      const res = await get(auth.url, cookieHeader(cookie));
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('AUTH_REVOKED');
      expectCleared(res.headers);
    }
  });

  it('refuses POST with 405', async () => {
    expect((await post(auth.url, {})).status).toBe(405);
  });
});

describe('/api/auth/signout', () => {
  it('clears the cookie, and the signed-out cookie no longer signs anyone in', async () => {
    const user = await createEmailUser();
    const cookie = await sessionFor(user);
    const res = await post(signout.url, { uid: user.uid }, cookieHeader(cookie));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { signedOut: true } });
    expectCleared(res.headers);
    // A browser drops the cookie; one that kept a copy is refused.
    expect((await get(auth.url)).json.data.status).toBe('unauthenticated');
    const replayed = await get(auth.url, cookieHeader(cookie));
    expect(replayed.status).toBe(401);
    expect(replayed.json.error.code).toBe('AUTH_REVOKED');
    expectCleared(replayed.headers);
  });

  it("ends only this browser's session, not the member's other devices", async () => {
    const user = await createEmailUser();
    // Two sign-ins in the same second would give identical (unsigned) emulator cookies.
    const phone = await sessionFor({ ...user, idToken: await tokenSignedInAgo(user, 30) });
    const laptop = await sessionFor(user);
    expect(laptop).not.toBe(phone);
    expect((await get(signout.url, cookieHeader(laptop))).status).toBe(200);
    expect((await get(auth.url, cookieHeader(laptop))).status).toBe(401);
    const stillIn = await get(auth.url, cookieHeader(phone));
    expect(stillIn.status).toBe(200);
    expect(stillIn.json.data.status).toBe('authenticated');
  });

  it('stores a hash of the signed-out cookie, never the cookie', async () => {
    const user = await createEmailUser();
    const cookie = await sessionFor(user);
    await get(signout.url, cookieHeader(cookie));
    const rows = await (await getDb()).select().from(revokedSessions);
    expect(rows.some((row) => row.uid === user.uid && /^[0-9a-f]{64}$/.test(row.cookieHash))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(cookie);
  });

  it.each([
    ['GET without a cookie', () => get(signout.url)],
    ['POST without a cookie or body', () => fetch(signout.url, { method: 'POST' }).then(async (r) => ({ status: r.status, json: await r.json(), headers: r.headers }))],
    ['a garbage cookie', () => get(signout.url, cookieHeader('garbage'))],
    ['an expired token as the cookie', () => get(signout.url, cookieHeader(expiredIdToken('someone')))],
    ['a stale bearer token', () => post(signout.url, { uid: 'whoever' }, { ...bearer('not.a.token'), ...cookieHeader('garbage') })],
  ])('never fails: %s', async (_name, send) => {
    const res = await send();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { signedOut: true } });
    expectCleared(res.headers);
  });

  it('signs out twice without complaint', async () => {
    const cookie = await sessionFor(await createEmailUser());
    expect((await get(signout.url, cookieHeader(cookie))).status).toBe(200);
    expect((await get(signout.url, cookieHeader(cookie))).status).toBe(200);
  });

  it('refuses an unknown body field with 400 and other methods with 405', async () => {
    expect((await post(signout.url, { uid: 'x', everyone: true })).status).toBe(400);
    expect((await fetch(signout.url, { method: 'DELETE' })).status).toBe(405);
  });
});
