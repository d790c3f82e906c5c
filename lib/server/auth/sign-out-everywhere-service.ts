import type { AdminAuth } from './firebase-admin';
import type { SessionCookieJar } from './session-cookie';
import type { Caller } from './verify-id-token';

/**
 * Firebase records a revocation in whole seconds and keeps every token signed in during that
 * second (auth_time < validSince); revoking from the next whole second ends those as well, this
 * very browser's included. It costs the member at most one second.
 */
const untilNextWholeSecond = () => new Promise<void>((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 5));

/**
 * Ends every session of the caller on every device: Firebase's revokeRefreshTokens makes each ID
 * token and session cookie issued before now fail verification with `checkRevoked` (which the
 * route wrapper and GET /api/auth/auth both use), and this browser's cookie is cleared as well.
 */
export async function signOutEverywhere(deps: { auth: Pick<AdminAuth, 'revokeRefreshTokens'> }, caller: Caller, jar: SessionCookieJar): Promise<{ signedOut: true }> {
  await untilNextWholeSecond();
  await deps.auth.revokeRefreshTokens(caller.uid);
  jar.clear();
  return { signedOut: true };
}
