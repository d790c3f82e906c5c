import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * false on the server and while hydrating, then true. Buttons stay disabled until then: a form
 * submitted before React is ready would be sent by the browser itself, password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
