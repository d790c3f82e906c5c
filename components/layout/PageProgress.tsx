import { useRouter } from 'next/router';
import type NProgress from 'nprogress';
import { useEffect } from 'react';

/** Page changes quicker than this show no bar, so fast navigation does not flicker. */
export const PROGRESS_DELAY_MS = 150;

// nprogress is fetched at the first slow page change, not with every page's first load: the
// delay above is longer than fetching its 2 KB chunk takes.
let progressBar: Promise<typeof NProgress> | undefined;
const loadProgressBar = () =>
  (progressBar ??= import('nprogress').then(({ default: bar }) => {
    bar.configure({ showSpinner: false, trickleSpeed: 200 });
    return bar;
  }));

/** SPEC §2: a top progress bar while the next page loads. */
export function PageProgress() {
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let changing = false;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      clearTimeout(timer);
      changing = true;
      timer = setTimeout(() => {
        loadProgressBar()
          .then((bar) => {
            if (changing) bar.start();
          })
          .catch(() => {
            // Only the bar is lost; the page change goes on.
            progressBar = undefined;
          });
      }, PROGRESS_DELAY_MS);
    };
    const done = () => {
      clearTimeout(timer);
      changing = false;
      void progressBar?.then((bar) => bar.done());
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
