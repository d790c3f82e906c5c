import { ApiError } from '@/lib/api/api-error';
import { describeAuthError, firebaseErrorCode } from '@/lib/auth/auth-messages';
import { describeWait } from '@/lib/describe-wait';
import { DonationInputError } from './donation-input-error';

/** The donation flow's words for what went wrong, in one place (amounts have theirs in donation-amounts). */
export const DONATION_PROBLEMS = {
  emailInvalid: 'Enter an email address like name@example.co.nz.',
  firstNameMissing: 'Enter your first name.',
  passwordTooShort: 'Use at least 8 characters.',
  passwordNotSaved: 'We could not save your password just now. Try again, or skip: your gift is made, and you can set a password later with Forgot password.',
  sameAmount: 'You have selected the same amount as you currently give',
  cardFormLoading: 'The card form is still loading. Try again in a moment.',
  signInToChangeCard: 'Sign in again to change your card.',
  ourSide: 'Something went wrong on our side. Please try again in a moment.',
  paymentInProgress: 'Your payment is still being processed. Wait a moment and press Pay again: you will not be charged twice.',
} as const;

/**
 * A limit reached, often by others behind the same address (a mobile carrier, an office): how long
 * to wait and what to do then. The step's form stays as it is, so nothing has to be typed again.
 */
function rateLimitedMessage(error: ApiError, nextAction: string): string {
  const wait = error.retryAfterSeconds === undefined ? 'a few minutes' : describeWait(error.retryAfterSeconds);
  return `Too many attempts from this connection. Wait ${wait} and ${nextAction} — your details are kept.`;
}

/** A message a donor can act on, from whatever a step's call threw: our API's words, Firebase's in plain words. */
export function donationErrorMessage(error: unknown, nextAction = 'try again'): string {
  if (error instanceof DonationInputError) return error.message;
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return rateLimitedMessage(error, nextAction);
  if (error instanceof ApiError || firebaseErrorCode(error).startsWith('auth/')) return describeAuthError(error);
  return DONATION_PROBLEMS.ourSide;
}

/** Failures the donor's words explain (a refusal, a bad input, Firebase's answer); anything else is ours to hear about. */
export function isExplainedFailure(error: unknown): boolean {
  return error instanceof ApiError || error instanceof DonationInputError || firebaseErrorCode(error) !== '';
}
