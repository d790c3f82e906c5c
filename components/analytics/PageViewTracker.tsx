import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAnalytics } from '@/hooks/useAnalytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';

/** The path a page view is reported under: no query or fragment, so /{slug}?page=2 counts as /{slug} (SPEC §2). */
export const pageViewPath = (asPath: string) => asPath.split(/[?#]/, 1)[0] || '/';

/**
 * page_view (SPEC §9) once per page: on the first page after hydration and after every
 * client-side navigation to another path. Renders nothing.
 */
export function PageViewTracker() {
  const { asPath, isReady } = useRouter();
  const { track } = useAnalytics();
  const path = pageViewPath(asPath);
  useEffect(() => {
    if (!isReady) return;
    track(ANALYTICS_EVENTS.pageView, { path, referrer: document.referrer ? document.referrer.slice(0, 500) : null });
  }, [isReady, path, track]);
  return null;
}
