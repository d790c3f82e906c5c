import type { DecodedIdToken } from 'firebase-admin/auth';
import { AppError } from '../http/errors';
import { type AdminAuth, adminAuth, firebaseErrorCode } from './firebase-admin';

/** Who is calling, as the verified Firebase ID token says. */
export interface Caller {
  uid: string;
  email: string | null;
  /** Firebase has seen the holder open a link sent to `email`. */
  emailVerified: boolean;
  isAnonymous: boolean;
}

/** A verified ID token: the caller and when they last entered their credentials. */
export interface VerifiedIdToken extends Caller {
  /** auth_time: seconds since the epoch of the last real sign-in (not of a token refresh). */
  authTime: number;
}

export const authRequired = () => new AppError('AUTH_REQUIRED', 401, 'Sign in to continue.');

const invalidCredential = () => new AppError('AUTH_INVALID', 401, 'Your sign-in could not be checked. Sign in again.');

/** Clocks differ a little between Google's token servers and ours; more than this is a forged time. */
const CLOCK_SKEW_SECONDS = 300;

/** What a token or session cookie that failed verification means for the caller: always a 401. */
export function credentialError(error: unknown): AppError | null {
  const code = firebaseErrorCode(error);
  if (code === 'auth/id-token-expired' || code === 'auth/session-cookie-expired') {
    return new AppError('AUTH_EXPIRED', 401, 'Your sign-in has expired. Sign in again.');
  }
  if (code === 'auth/id-token-revoked' || code === 'auth/session-cookie-revoked' || code === 'auth/user-disabled') {
    return new AppError('AUTH_REVOKED', 401, 'Your sign-in is no longer valid. Sign in again.');
  }
  // Firebase failing on its side (keys not fetched) is ours to fix, not a reason to sign anyone out.
  if (code === 'auth/internal-error') return null;
  if (code.startsWith('auth/')) return invalidCredential();
  // The Admin SDK parses the token's parts itself and lets a part that is not JSON throw as it is.
  if (error instanceof SyntaxError) return invalidCredential();
  return null;
}

/**
 * The Admin SDK checks expiry only when `exp` is there, and not `iat` at all; emulator tokens are
 * unsigned, so a forged one could leave `exp` out or date itself ahead. Google's tokens always
 * carry both, in the past.
 */
function checkTokenTimes(decoded: DecodedIdToken): void {
  const latest = Date.now() / 1000 + CLOCK_SKEW_SECONDS;
  const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  if (!isTime(decoded.exp) || !isTime(decoded.iat) || decoded.iat > latest || (decoded.auth_time !== undefined && decoded.auth_time > latest)) {
    throw invalidCredential();
  }
}

export function verifiedFromDecoded(decoded: DecodedIdToken): VerifiedIdToken {
  checkTokenTimes(decoded);
  return {
    uid: decoded.uid,
    // Firebase keeps emails in lower case; we compare and store them that way too.
    email: decoded.email?.toLowerCase() ?? null,
    emailVerified: decoded.email_verified === true,
    isAnonymous: decoded.firebase.sign_in_provider === 'anonymous',
    authTime: decoded.auth_time,
  };
}

/** Verifies a Firebase ID token (signature, audience, issuer, expiry and revocation). */
export async function verifyIdToken(token: string, auth: Pick<AdminAuth, 'verifyIdToken'> = adminAuth()): Promise<VerifiedIdToken> {
  try {
    return verifiedFromDecoded(await auth.verifyIdToken(token, true));
  } catch (error) {
    throw credentialError(error) ?? error;
  }
}

/** Reads `Authorization: Bearer <token>` (the scheme in any case, RFC 7235); null when the header is absent. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer +([\w.-]+)$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) throw new AppError('AUTH_INVALID', 401, 'The Authorization header must be "Bearer <token>".');
  return match[1];
}
