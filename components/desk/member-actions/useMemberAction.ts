import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Try again.');

/**
 * One action at a time on the member's page: busy while it runs, its error for the dialog, and
 * when it worked, a notice for the live region and the page's data read again from the server.
 */
export function useMemberAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const run = useCallback(
    async (action: () => Promise<string>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const done = await action();
        setNotice(done);
        await router.replace(router.asPath, undefined, { scroll: false });
        return true;
      } catch (failure) {
        setError(messageOf(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [router],
  );

  return { busy, error, notice, run, clearError: () => setError(null) };
}
