import type { AdminAuth } from '../auth/firebase-admin';
import type { SessionCookieJar } from '../auth/session-cookie';
import type { Caller } from '../auth/verify-id-token';

/**
 * Ends every session of the caller on every device: Firebase's revokeRefreshTokens makes each ID
 * token and session cookie issued before now fail verification with `checkRevoked` (which the
 * route wrapper and GET /api/auth/auth both use), and this browser's cookie is cleared as well.
 */
export async function signOutEverywhere(deps: { auth: Pick<AdminAuth, 'revokeRefreshTokens'> }, caller: Caller, jar: SessionCookieJar): Promise<{ signedOut: true }> {
  await deps.auth.revokeRefreshTokens(caller.uid);
  jar.clear();
  return { signedOut: true };
}
