import { useCallback, useEffect, useState } from 'react';

/** One thing a profile panel loads: while it loads, what came, or that it failed. */
export type ProfileResource<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed' };

/**
 * Loads `load()` once signed in, and again on `reload()`. A failure is logged to the console
 * (SPEC §8: a subscription fetch failure is logged and the subscription stays unset) and the
 * panel shows its error state; no value is kept from before.
 */
export function useProfileResource<T>(load: () => Promise<T>, what: string): { resource: ProfileResource<T>; reload: () => void } {
  const [resource, setResource] = useState<ProfileResource<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load()
      .then((value) => current && setResource({ kind: 'ready', value }))
      .catch((error: unknown) => {
        console.error(`Loading ${what} failed`, error);
        if (current) setResource({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [load, what, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { resource, reload };
}
