import { useEffect, useRef } from 'react';
import { useAuth } from '@/hooks/useAuth';

type Landing = { url: string; referrer: string };

/**
 * Session tracking (SPEC §4, §6) for a reader signed in with an email. Renders nothing. The
 * landing URL (its utm fields) is noted when the app hydrates, before any client-side
 * navigation; the tracker's code is fetched only once such a reader is known, so anonymous
 * readers never download it.
 */
export function SessionTracker() {
  const { user, member } = useAuth();
  const email = member?.email || user?.email || null;
  const landing = useRef<Landing | null>(null);

  useEffect(() => {
    landing.current ??= { url: window.location.href, referrer: document.referrer };
  }, []);

  useEffect(() => {
    if (!email) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/lib/session/session-tracker').then(({ startSessionTracking }) => {
      if (!cancelled) stop = startSessionTracking({ email, landing: landing.current ?? { url: window.location.href, referrer: document.referrer } });
    });
    // Signing out (or into another account) ends this reader's session.
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [email]);

  return null;
}
