import { AppError } from '../http/errors';
import { adminAuth } from './firebase-admin';

/** Who is calling, as the verified Firebase ID token says. */
export interface Caller {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
}

export const authRequired = () => new AppError('AUTH_REQUIRED', 401, 'Sign in to continue.');

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
}

/** Verifies a Firebase ID token (signature, audience, issuer, expiry and revocation). */
export async function verifyIdToken(token: string): Promise<Caller> {
  try {
    const decoded = await adminAuth().verifyIdToken(token, true);
    return {
      uid: decoded.uid,
      email: decoded.email ?? null,
      isAnonymous: decoded.firebase.sign_in_provider === 'anonymous',
    };
  } catch (error) {
    const code = codeOf(error);
    if (code === 'auth/id-token-expired') throw new AppError('AUTH_EXPIRED', 401, 'Your sign-in has expired. Sign in again.');
    if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') {
      throw new AppError('AUTH_REVOKED', 401, 'Your sign-in is no longer valid. Sign in again.');
    }
    if (code.startsWith('auth/')) throw new AppError('AUTH_INVALID', 401, 'Your sign-in could not be checked. Sign in again.');
    throw error;
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
