import { memberRow } from '../../../helpers/member-rows';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import type { SessionCookieJar } from '@/lib/server/auth/session-cookie';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import type { ServiceDeps } from '@/lib/server/members/member-deps';
import { FRESH_SIGN_IN_SECONDS, login, sessionStatus, signOut } from '@/lib/server/auth/session-service';
import { changeEmail, createAnonymousUser, createEmailUser, signInWithPassword, uniqueEmail } from '../../../helpers/firebase-emulator';

// The members services' dependencies, as the container builds them.
const serviceDeps = async (): Promise<ServiceDeps> => ({ db: await getDb(), auth: adminAuth(), now: () => new Date() });

/** A cookie jar in memory: what the browser holds, and what the response set. */
function jar(initial: string | null = null): SessionCookieJar & { value: string | null; cleared: boolean } {
  const state = {
    value: initial,
    cleared: false,
    read: () => state.value,
    set: (value: string) => {
      state.value = value;
    },
    clear: () => {
      state.value = null;
      state.cleared = true;
    },
  };
  return state;
}

const at = async (offsetSeconds: number): Promise<ServiceDeps> => ({ ...(await serviceDeps()), now: () => new Date(Date.now() + offsetSeconds * 1000) });

/** When the token's sign-in happened (its auth_time claim), so a clock can be set from it, not from when the test got there. */
const signedInAt = (idToken: string): number =>
  (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { auth_time: number }).auth_time * 1000;

/** Service deps whose clock reads `offsetSeconds` after the token's sign-in. */
const afterSignIn = async (idToken: string, offsetSeconds: number): Promise<ServiceDeps> => ({
  ...(await serviceDeps()),
  now: () => new Date(signedInAt(idToken) + offsetSeconds * 1000),
});

describe('login', () => {
  it('mints a cookie up to 5 minutes after the sign-in and not after', async () => {
    const user = await createEmailUser();
    const early = jar();
    expect(await login(await afterSignIn(user.idToken, FRESH_SIGN_IN_SECONDS - 10), early, user.idToken)).toEqual({ session: true });
    expect(early.value).toEqual(expect.any(String));
    const late = jar();
    expect(await login(await afterSignIn(user.idToken, FRESH_SIGN_IN_SECONDS + 10), late, user.idToken)).toEqual({ session: false });
    expect(late.value).toBeNull();
  });

  it("drops another account's cookie when it mints none, and keeps the caller's own", async () => {
    const [alice, bob] = [await createEmailUser(), await createEmailUser()];
    const aliceBrowser = jar();
    await login(await serviceDeps(), aliceBrowser, alice.idToken);
    const aliceCookie = aliceBrowser.value!;

    const staleSelf = jar(aliceCookie);
    expect(await login(await at(600), staleSelf, alice.idToken)).toEqual({ session: false });
    expect(staleSelf).toMatchObject({ value: aliceCookie, cleared: false });

    const staleOther = jar(aliceCookie);
    expect(await login(await at(600), staleOther, bob.idToken)).toEqual({ session: false });
    expect(staleOther.cleared).toBe(true);

    const anonymous = jar(aliceCookie);
    expect(await login(await serviceDeps(), anonymous, (await createAnonymousUser()).idToken)).toEqual({ session: false });
    expect(anonymous.cleared).toBe(true);
  });

  it('takes a changed email from an anonymous member row that had it typed in', async () => {
    const user = await createEmailUser();
    const newEmail = uniqueEmail('moved');
    const squatter = await createAnonymousUser();
    const d = await getDb();
    await d.insert(members).values([
      { uid: user.uid, email: user.email },
      { uid: squatter.uid, email: newEmail },
    ]);
    await changeEmail(user.uid, newEmail);
    await login(await serviceDeps(), jar(), (await signInWithPassword(newEmail, user.password)).idToken);
    expect((await memberRow(user.uid))?.email).toBe(newEmail);
    expect((await memberRow(squatter.uid))?.email).toBeNull();
  });
});

describe('sessionStatus and signOut', () => {
  it('signs out only the cookie it was given and clears it even when Firebase cannot be reached', async () => {
    const user = await createEmailUser();
    const browser = jar();
    await login(await serviceDeps(), browser, user.idToken);
    const cookie = browser.value!;
    const deps = await serviceDeps();
    const unreachable: ServiceDeps = {
      ...deps,
      auth: { ...deps.auth, verifySessionCookie: () => Promise.reject(new Error('connect ECONNREFUSED')) } as ServiceDeps['auth'],
    };
    const offline = jar(cookie);
    await expect(signOut(unreachable, offline)).rejects.toThrow('ECONNREFUSED');
    expect(offline.cleared).toBe(true);
    // Not recorded, so the cookie still works: the browser has dropped it, though.
    expect((await sessionStatus(deps, jar(cookie))).status).toBe('authenticated');
    expect(await signOut(deps, jar(cookie))).toEqual({ signedOut: true });
    await expect(sessionStatus(deps, jar(cookie))).rejects.toMatchObject({ code: 'AUTH_REVOKED', status: 401 });
  });
});
