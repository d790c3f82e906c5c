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
  if (code.startsWith('auth/')) return new AppError('AUTH_INVALID', 401, 'Your sign-in could not be checked. Sign in again.');
  return null;
}

export function verifiedFromDecoded(decoded: DecodedIdToken): VerifiedIdToken {
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

/** Reads `Authorization: Bearer <token>`; null when the header is absent. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer ([\w.-]+)$/.exec(value?.trim() ?? '');
  if (!match?.[1]) throw new AppError('AUTH_INVALID', 401, 'The Authorization header must be "Bearer <token>".');
  return match[1];
}
