import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Try again.');

/**
 * One action at a time on the member's page: busy while it runs, its error for the dialog, and
 * when it worked, a notice for the live region, `onDone` at once (a dialog closes as soon as the
 * server has said yes), then the page's data read again from the server.
 */
export function useMemberAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const run = useCallback(
    async (action: () => Promise<string>, onDone?: () => void): Promise<void> => {
      setBusy(true);
      setError(null);
      try {
        setNotice(await action());
      } catch (failure) {
        setError(messageOf(failure));
        return;
      } finally {
        // Not busy while the page refreshes, so focus can go back to the (enabled) button that opened a dialog.
        setBusy(false);
      }
      onDone?.();
      // The action is done whatever the refresh answers: a refresh cut short by another navigation is not its error.
      await router.replace(router.asPath, undefined, { scroll: false }).catch(() => undefined);
    },
    [router],
  );

  return { busy, error, notice, run, clearError: () => setError(null) };
}
