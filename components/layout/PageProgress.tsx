import { useRouter } from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';

/** Page changes quicker than this show no bar, so fast navigation does not flicker. */
export const PROGRESS_DELAY_MS = 150;

NProgress.configure({ showSpinner: false, trickleSpeed: 200 });

/** SPEC §2: a top progress bar while the next page loads. */
export function PageProgress() {
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      clearTimeout(timer);
      timer = setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
    };
    const done = () => {
      clearTimeout(timer);
      NProgress.done();
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      done();
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);
  return null;
}
