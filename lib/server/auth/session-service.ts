import type { DecodedIdToken } from 'firebase-admin/auth';
import type { AuthStatusAnswer, LoginAnswer } from '@/lib/schemas/auth';
import { isFirebaseAuthError } from './firebase-admin';
import { SESSION_MAX_AGE_SECONDS, type SessionCookieJar } from './session-cookie';
import { type Caller, credentialError, verifiedFromDecoded, verifyIdToken } from './verify-id-token';
import { AppError } from '../http/errors';
import { healMissingMember } from '../members/member-create-service';
import { claimGuestGifts } from '../members/guest-gift-claim';
import { syncMemberEmail } from '../members/member-email';
import type { ServiceDeps } from '../members/member-deps';
import { isSessionRevoked, recordRevokedSession } from './session-store';
import { grantStaffRoleAtSignIn } from '../staff/staff-grants';

/**
 * Firebase's advice: mint a session cookie only from a recent sign-in, so a stolen one-hour ID
 * token cannot be turned into a 14-day session.
 */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

const revoked = () => new AppError('AUTH_REVOKED', 401, 'You signed out of this session. Sign in again.');

/** The decoded cookie, or a 401 AppError for one that is invalid, expired, revoked or signed out. */
async function verifySession(deps: ServiceDeps, cookie: string): Promise<DecodedIdToken> {
  let session: DecodedIdToken;
  try {
    session = await deps.auth.verifySessionCookie(cookie, true);
  } catch (error) {
    throw credentialError(error) ?? error;
  }
  if (await isSessionRevoked(deps.db, cookie)) throw revoked();
  return session;
}

/** The session's uid, or null for a cookie that is no good anyway. */
export async function sessionUid(deps: ServiceDeps, cookie: string): Promise<string | null> {
  try {
    return (await verifySession(deps, cookie)).uid;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The session cookie's member as a caller, for GET downloads a plain link opens; a 401 AppError for a cookie that is no good. */
export async function sessionCaller(deps: ServiceDeps, cookie: string): Promise<Caller> {
  const { uid, email, emailVerified, isAnonymous } = verifiedFromDecoded(await verifySession(deps, cookie));
  return { uid, email, emailVerified, isAnonymous };
}

/**
 * POST /api/auth/login: verifies the ID token and, for a recent non-anonymous sign-in, sets the
 * session cookie. A login that sets none removes a cookie left by another account.
 */
export async function login(deps: ServiceDeps, jar: SessionCookieJar, token: string): Promise<LoginAnswer> {
  const signedIn = await verifyIdToken(token, deps.auth);
  if (!signedIn.isAnonymous && signedIn.email) await syncMemberEmail(deps, signedIn.uid, signedIn.email);
  // A sign-up whose create-member call failed left no row: it is made now (decision 305).
  await healMissingMember(deps, signedIn);
  // An email verified since the account took it from a guest brings that guest's gifts now (decision 317).
  await claimGuestGifts(deps, signedIn);
  // ADMIN_EMAILS and staff invites, for a verified email whose member row exists (else at its creation).
  await grantStaffRoleAtSignIn(deps, signedIn);
  const ageSeconds = deps.now().getTime() / 1000 - signedIn.authTime;
  if (signedIn.isAnonymous || ageSeconds > FRESH_SIGN_IN_SECONDS) {
    const current = jar.read();
    if (current && (await sessionUid(deps, current)) !== signedIn.uid) jar.clear();
    return { session: false };
  }
  let cookie: string;
  try {
    cookie = await deps.auth.createSessionCookie(token, { expiresIn: SESSION_MAX_AGE_SECONDS * 1000 });
  } catch (error) {
    throw credentialError(error) ?? error;
  }
  jar.set(cookie);
  return { session: true };
}

/** GET /api/auth/auth: a custom token for the session cookie's account; a bad cookie is cleared and refused. */
export async function sessionStatus(deps: ServiceDeps, jar: SessionCookieJar): Promise<AuthStatusAnswer> {
  const cookie = jar.read();
  if (!cookie) return { status: 'unauthenticated', customToken: null };
  let session: DecodedIdToken;
  try {
    session = await verifySession(deps, cookie);
  } catch (error) {
    if (error instanceof AppError) jar.clear();
    throw error;
  }
  return { status: 'authenticated', customToken: await deps.auth.createCustomToken(session.uid) };
}

/**
 * /api/auth/signout: clears this browser's cookie and records it as signed out, so only this
 * session ends (Firebase's revokeRefreshTokens would end every device's). Never fails for a
 * cookie that is stale, foreign or garbage.
 */
export async function signOut(deps: ServiceDeps, jar: SessionCookieJar): Promise<{ signedOut: true }> {
  const cookie = jar.read();
  jar.clear();
  if (!cookie) return { signedOut: true };
  let session: DecodedIdToken | null = null;
  try {
    session = await deps.auth.verifySessionCookie(cookie, false);
  } catch (error) {
    // A cookie whose parts are not JSON makes the Admin SDK throw a SyntaxError, not an auth error.
    if (!isFirebaseAuthError(error) && !(error instanceof SyntaxError)) throw error;
  }
  if (session) await recordRevokedSession(deps.db, { cookie, uid: session.uid, expiresAt: new Date(session.exp * 1000) }, deps.now());
  return { signedOut: true };
}
