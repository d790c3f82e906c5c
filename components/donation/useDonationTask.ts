import { useCallback } from 'react';
import { useDonationContext } from '@/hooks/useDonationContext';
import { ApiError } from '@/lib/api/api-error';
import { reportClientError } from '@/lib/api/report-client-error';
import { describeAuthError, firebaseErrorCode } from '@/lib/auth/auth-messages';
import { describeWait } from '@/lib/describe-wait';
import { DonationInputError } from '@/lib/donation/donation-input-error';

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
  return 'Something went wrong on our side. Please try again in a moment.';
}

/**
 * Runs a step's work with the flow's loading flag set, and puts a failure into errorMessage
 * (shown as an alert by the flow). Returns whether the work finished.
 */
export function useDonationTask(): { loading: boolean; run: (what: string, work: () => Promise<void>) => Promise<boolean> } {
  const { state, dispatch } = useDonationContext();
  const run = useCallback(
    async (what: string, work: () => Promise<void>) => {
      dispatch({ type: 'SET', values: { loading: true, errorMessage: '' } });
      try {
        await work();
        return true;
      } catch (error) {
        if (!(error instanceof ApiError || error instanceof DonationInputError) && !firebaseErrorCode(error)) reportClientError(what, error);
        dispatch({ type: 'SET', values: { errorMessage: donationErrorMessage(error) } });
        return false;
      } finally {
        dispatch({ type: 'SET', values: { loading: false } });
      }
    },
    [dispatch],
  );
  return { loading: state.loading, run };
}
