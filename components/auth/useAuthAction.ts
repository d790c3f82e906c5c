import { useCallback, useState } from 'react';
import { reportClientError } from '@/lib/api/report-client-error';
import { describeAuthError } from '@/lib/auth/auth-messages';

/** One form's step: idle, running (which button), or its outcome for the reader. */
export type ActionState =
  | { kind: 'idle' }
  | { kind: 'busy'; action: string }
  | { kind: 'failed'; message: string }
  | { kind: 'succeeded'; message: string };

/** A step answers a message for the reader, or nothing when there is nothing to say (it moved on). */
export type ActionStep = () => Promise<string | void>;

const UNEXPECTED = describeAuthError(undefined);

export function useAuthAction() {
  const [state, setState] = useState<ActionState>({ kind: 'idle' });

  /** Shows what went wrong in words for the reader. */
  const fail = useCallback((error: unknown) => {
    const message = describeAuthError(error);
    // Known failures are the reader's to fix; anything else is ours to look into.
    if (message === UNEXPECTED) reportClientError('An account step failed', error);
    setState({ kind: 'failed', message });
  }, []);

  const run = useCallback(
    async (action: string, step: ActionStep) => {
      setState({ kind: 'busy', action });
      try {
        const message = await step();
        setState(message ? { kind: 'succeeded', message } : { kind: 'idle' });
      } catch (error) {
        fail(error);
      }
    },
    [fail],
  );

  return { state, run, fail, busy: state.kind === 'busy' ? state.action : null };
}
