import type { User } from 'firebase/auth';
import { useEffect, useRef } from 'react';
import { clientAuth } from '@/lib/auth/firebase-client';
import { completeSocialRedirect } from '@/lib/auth/social-sign-in';

/**
 * A social sign-in whose popup was blocked went by redirect and comes back to this page: finish it
 * once on mount. The handlers are read through a ref so a new render does not finish it twice.
 */
export function useSocialRedirect(onUser: (user: User) => void, onError: (error: unknown) => void): void {
  const handlers = useRef({ onUser, onError });
  useEffect(() => {
    handlers.current = { onUser, onError };
  });
  useEffect(() => {
    completeSocialRedirect(clientAuth()).then(
      (user) => user && handlers.current.onUser(user),
      (error: unknown) => handlers.current.onError(error),
    );
  }, []);
}
