import { useCallback, useRef } from 'react';
import { useDonationContext } from '@/hooks/useDonationContext';
import { reportClientError } from '@/lib/api/report-client-error';
import { donationErrorMessage, isExplainedFailure } from '@/lib/donation/donation-error-messages';

/**
 * Runs a step's work with the flow's loading flag set, and puts a failure into errorMessage
 * (shown as an alert by the flow); a failure nobody explained is reported. A second run while one
 * is under way (a double click) does nothing. `nextAction` tells a donor who met a rate limit what to
 * do once the wait is over. Returns whether the work finished.
 */
export function useDonationTask(): { loading: boolean; run: (what: string, work: () => Promise<void>, nextAction?: string) => Promise<boolean> } {
  const { state, dispatch } = useDonationContext();
  // The loading flag reaches the button a render later; a ref stops the second click at once.
  const busy = useRef(false);
  const run = useCallback(
    async (what: string, work: () => Promise<void>, nextAction?: string) => {
      if (busy.current) return false;
      busy.current = true;
      dispatch({ type: 'TASK_STARTED' });
      try {
        await work();
        dispatch({ type: 'TASK_FINISHED' });
        return true;
      } catch (error) {
        if (!isExplainedFailure(error)) reportClientError(what, error);
        dispatch({ type: 'TASK_FAILED', message: donationErrorMessage(error, nextAction) });
        return false;
      } finally {
        busy.current = false;
      }
    },
    [dispatch],
  );
  return { loading: state.loading, run };
}
