import { ApiError } from '@/lib/api/api-error';
import { AUTHENTICATION_REQUIRED } from '@/lib/api/payments';
import { firebaseErrorCode } from '@/lib/auth/auth-messages';
import type { DonationFailureCause } from './donation-failures';
import { DonationInputError } from './donation-input-error';

/** Firebase's words for a user whose token can no longer be renewed: the session is gone. */
const SESSION_GONE_CODES = new Set(['auth/user-token-expired', 'auth/user-disabled', 'auth/user-not-found', 'auth/invalid-user-token']);

/**
 * What a failed payment call means for its attempt (decision 62) and for the donor:
 * - `refused`: the server answered for good (a decline, a bad card, a limit) or the bank's check
 *   failed: the attempt ends and the donor fixes it on the form;
 * - `in-progress`: the first request with this key is still running: the attempt stays;
 * - `unrecoverable`: leave for ERROR with `cause`; after a lost answer or a 5xx the attempt stays, so
 *   Try again resends the same request with the same key and is charged once;
 * - `unexplained`: something in the browser failed: the attempt stays, and the form says so.
 */
export type PaymentFailureKind =
  | { kind: 'refused' }
  | { kind: 'in-progress' }
  | { kind: 'unrecoverable'; cause: Extract<DonationFailureCause, 'payment-unanswered' | 'payment-service-down' | 'session-ended'> }
  | { kind: 'unexplained' };

export function paymentFailureKind(error: unknown): PaymentFailureKind {
  if (error instanceof DonationInputError) return { kind: 'refused' };
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR' || error.status === 0) return { kind: 'unrecoverable', cause: 'payment-unanswered' };
    if (error.status >= 500) return { kind: 'unrecoverable', cause: 'payment-service-down' };
    // createPayment has already sent it again with a new token (lib/api/payments.ts).
    if (error.status === 401) return { kind: 'unrecoverable', cause: 'session-ended' };
    if (error.code === 'IDEMPOTENCY_IN_PROGRESS') return { kind: 'in-progress' };
    return { kind: 'refused' };
  }
  if (error instanceof Error && error.message === AUTHENTICATION_REQUIRED) return { kind: 'unrecoverable', cause: 'session-ended' };
  if (SESSION_GONE_CODES.has(firebaseErrorCode(error))) return { kind: 'unrecoverable', cause: 'session-ended' };
  return { kind: 'unexplained' };
}
