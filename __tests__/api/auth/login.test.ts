import { eq } from 'drizzle-orm';
import handler from '@/pages/api/auth/login';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { post } from '../../helpers/api-call';
import {
  changeEmail,
  createAnonymousUser,
  createEmailUser,
  createRevokedUser,
  expiredIdToken,
  setDisplayName,
  signInWithPassword,
  tokenSignedInAgo,
  uniqueEmail,
} from '../../helpers/firebase-emulator';
import { memberRow } from '../../helpers/member-rows';
import { serveRoute } from '../../helpers/route-server';
import { sessionSetCookie } from '../../helpers/session-cookies';

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(handler);
});
afterAll(() => server.close());
beforeEach(() => resetRateLimits());


describe('POST /api/auth/login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie for a fresh sign-in', async () => {
    const user = await createEmailUser();
    const res = await post(server.url, { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { session: true } });
    const cookie = sessionSetCookie(res.headers);
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.get('max-age')).toBe(String(14 * 24 * 60 * 60));
    // Tests run with NODE_ENV=test on a loopback site: no Secure, or http://localhost would drop it.
    expect(cookie?.attributes.has('secure')).toBe(false);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sets no cookie for an anonymous sign-in', async () => {
    const anonymous = await createAnonymousUser();
    const res = await post(server.url, { token: anonymous.idToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { session: false } });
    expect(sessionSetCookie(res.headers)).toBeNull();
  });

  it('sets no cookie when the sign-in was more than 5 minutes ago (a refreshed or stolen token)', async () => {
    const user = await createEmailUser();
    const stale = await post(server.url, { token: await tokenSignedInAgo(user, 6 * 60) });
    expect(stale.status).toBe(200);
    expect(stale.json).toEqual({ data: { session: false } });
    expect(sessionSetCookie(stale.headers)).toBeNull();
    const recent = await post(server.url, { token: await tokenSignedInAgo(user, 4 * 60) });
    expect(recent.json).toEqual({ data: { session: true } });
    expect(sessionSetCookie(recent.headers)).not.toBeNull();
  });

  it.each([
    ['a malformed token', async () => 'not.a.token', 'AUTH_INVALID'],
    ['an expired token', async () => expiredIdToken((await createEmailUser()).uid), 'AUTH_EXPIRED'],
    ['a revoked token', async () => (await createRevokedUser()).idToken, 'AUTH_REVOKED'],
  ])('refuses %s with 401 and no cookie', async (_name, token, code) => {
    const res = await post(server.url, { token: await token() });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe(code);
    expect(sessionSetCookie(res.headers)).toBeNull();
  });

  it('makes the member a half-finished sign-up left out, named as the account is, and only once', async () => {
    const user = await createEmailUser();
    await setDisplayName(user.uid, 'Hine Te Aho');
    expect((await post(server.url, { token: user.idToken })).status).toBe(200);
    expect(await memberRow(user.uid)).toMatchObject({ email: user.email, firstName: 'Hine', lastName: 'Te Aho', name: 'Hine Te Aho' });
    expect((await post(server.url, { token: user.idToken })).status).toBe(200);
    expect(await (await getDb()).select().from(members).where(eq(members.uid, user.uid))).toHaveLength(1);
  });

  it('names a member row made before the sign-up had set the name, and changes no name already there', async () => {
    const user = await createEmailUser();
    await (await getDb()).insert(members).values({ uid: user.uid, email: user.email });
    await setDisplayName(user.uid, 'Rawiri Paratene');
    expect((await post(server.url, { token: user.idToken })).status).toBe(200);
    expect(await memberRow(user.uid)).toMatchObject({ firstName: 'Rawiri', lastName: 'Paratene', name: 'Rawiri Paratene' });
    await setDisplayName(user.uid, 'Someone Else');
    expect((await post(server.url, { token: user.idToken })).status).toBe(200);
    expect((await memberRow(user.uid))?.name).toBe('Rawiri Paratene');
  });

  it('makes no member for an anonymous sign-in', async () => {
    const anonymous = await createAnonymousUser();
    expect((await post(server.url, { token: anonymous.idToken })).status).toBe(200);
    expect(await memberRow(anonymous.uid)).toBeUndefined();
  });

  it("brings the member's email up to date after it changed in Firebase", async () => {
    const user = await createEmailUser();
    await (await getDb()).insert(members).values({ uid: user.uid, email: user.email });
    const newEmail = uniqueEmail('changed');
    await changeEmail(user.uid, newEmail);
    const { idToken } = await signInWithPassword(newEmail, user.password);
    expect((await post(server.url, { token: idToken })).status).toBe(200);
    expect((await memberRow(user.uid))?.email).toBe(newEmail);
  });

  it('refuses a missing token, an extra field and a GET', async () => {
    expect((await post(server.url, {})).status).toBe(400);
    expect((await post(server.url, { token: 'x', uid: 'y' })).status).toBe(400);
    expect((await fetch(server.url)).status).toBe(405);
    expect((await post(server.url, { token: 'x'.repeat(200 * 1024) })).status).toBe(413);
  });
});

describe('POST /api/auth/login refuses a login CSRF (issue [12] finding 3)', () => {
  // Another site's page signing the reader in as the attacker: a text/plain or form body needs no
  // CORS preflight, so it is refused, and so is a foreign Origin whatever the body's type.
  it.each([
    ['a text/plain body', { 'Content-Type': 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a text/plain body from another site', { 'Content-Type': 'text/plain', Origin: 'https://evil.example' }, 403, 'CROSS_SITE_REQUEST'],
    ['JSON from another site', { 'Content-Type': 'application/json', Origin: 'https://evil.example' }, 403, 'CROSS_SITE_REQUEST'],
    ['JSON from a sandboxed frame (Origin: null)', { 'Content-Type': 'application/json', Origin: 'null' }, 403, 'CROSS_SITE_REQUEST'],
    ['JSON marked Sec-Fetch-Site: cross-site', { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' }, 403, 'CROSS_SITE_REQUEST'],
  ])('refuses %s and sets no cookie', async (_name, headers, status, code) => {
    const attacker = await createEmailUser();
    const res = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify({ token: attacker.idToken }) });
    expect({ status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code }).toEqual({ status, code });
    expect(sessionSetCookie(res.headers)).toBeNull();
  });

  it("takes the site's own page (its Origin) and a script that sends none", async () => {
    const user = await createEmailUser();
    const own = await post(server.url, { token: user.idToken }, { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(sessionSetCookie(own.headers)).not.toBeNull();
    expect((await post(server.url, { token: user.idToken })).status).toBe(200);
  });
});
