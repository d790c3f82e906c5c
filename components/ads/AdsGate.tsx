import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAuth } from '@/hooks/useAuth';

/**
 * Starts each page view's ads once the page has loaded and the reader is known (decision 290): the
 * ad controller and Google's tag load only then, so they cost a reader page's first load nothing,
 * and never for a member. Rendered by SiteLayout only on a site built with an ad unit.
 */
export function AdsGate({ prefix }: { prefix: string }) {
  const { status, user } = useAuth();
  // The page, not its #fragment: a jump within the page keeps its ads.
  const page = useRouter().asPath.split('#')[0];
  useEffect(() => {
    if (status !== 'resolved') return;
    let stop: (() => void) | null = null;
    let closed = false;
    const start = () => {
      import('@/lib/ads/ad-controller')
        .then(({ showAds }) => showAds({ prefix, reader: { status, user } }))
        .then((remove) => (closed ? remove() : (stop = remove)))
        .catch((error: unknown) => console.error('Loading the ads failed', error));
    };
    // After the load event: Google's script, added earlier, would hold the page's load back.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      closed = true;
      window.removeEventListener('load', start);
      stop?.();
    };
  }, [prefix, status, user, page]);
  return null;
}
