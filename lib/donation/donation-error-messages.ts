import { ApiError } from '@/lib/api/api-error';
import { describeAuthError, firebaseErrorCode } from '@/lib/auth/auth-messages';
import { DonationInputError } from './donation-input-error';

/** The donation flow's words for what went wrong, in one place (amounts have theirs in donation-amounts). */
export const DONATION_PROBLEMS = {
  emailInvalid: 'Enter an email address like name@example.co.nz.',
  firstNameMissing: 'Enter your first name.',
  passwordTooShort: 'Use at least 8 characters.',
  sameAmount: 'You have selected the same amount as you currently give',
  cardFormLoading: 'The card form is still loading. Try again in a moment.',
  signInToChangeCard: 'Sign in again to change your card.',
  ourSide: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/** A message a donor can act on, from whatever a step's call threw: our API's words, Firebase's in plain words. */
export function donationErrorMessage(error: unknown): string {
  if (error instanceof DonationInputError) return error.message;
  if (error instanceof ApiError || firebaseErrorCode(error).startsWith('auth/')) return describeAuthError(error);
  return DONATION_PROBLEMS.ourSide;
}

/** Failures the donor's words explain (a refusal, a bad input, Firebase's answer); anything else is ours to hear about. */
export function isExplainedFailure(error: unknown): boolean {
  return error instanceof ApiError || error instanceof DonationInputError || firebaseErrorCode(error) !== '';
}
