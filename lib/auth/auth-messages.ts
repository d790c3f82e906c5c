import { ApiError } from '@/lib/api/api-error';

// The exact wording SPEC §5 and §8 give, and plain words for Firebase's error codes.
export const CREDENTIALS_NOT_VALID = 'Email and password are not valid';
export const NOT_A_VALID_SIGN_IN_LINK = 'Not a valid sign in link';
/** An anonymous reader's account could not be linked (SPEC §8: logged, nothing returned); what they are told. */
export const ACCOUNT_NOT_LINKED = 'We could not create your account just now. Please try again in a moment.';
export const noAccountMessage = (email: string) => `Sorry, we couldn't find an account with that email (${email}).`;

/** An error whose message is written for the reader and can be shown as it is. */
export class AuthFlowError extends Error {
  override name = 'AuthFlowError';
}

const FIREBASE_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': "That email and password don't match an account. Check them, or reset your password.",
  'auth/wrong-password': "That email and password don't match an account. Check them, or reset your password.",
  'auth/user-not-found': "That email and password don't match an account. Check them, or reset your password.",
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/email-already-in-use': 'There is already an account with that email. Sign in instead.',
  'auth/weak-password': 'Choose a password of at least 8 characters.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes and try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished. Try again when you are ready.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before you finished. Try again when you are ready.',
  'auth/user-cancelled': 'The sign-in was cancelled.',
  'auth/invalid-action-code': 'This link has expired or has already been used.',
  'auth/expired-action-code': 'This link has expired or has already been used.',
  'auth/requires-recent-login': 'For your security, sign out and in again before changing this.',
  'auth/user-disabled': 'This account has been switched off. Contact us if you think that is a mistake.',
  'auth/account-exists-with-different-credential':
    'You already have an account with that email that signs in another way. Use that way, or reset your password.',
  'auth/operation-not-allowed': 'That way of signing in is not switched on for this site.',
};

export const firebaseErrorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';

/** What to tell the reader when a sign-in step failed. */
export function describeAuthError(error: unknown): string {
  if (error instanceof AuthFlowError || error instanceof ApiError) return error.message;
  return FIREBASE_MESSAGES[firebaseErrorCode(error)] ?? 'Something went wrong. Please try again.';
}
