import Router from 'next/router';
import { useEffect } from 'react';

/** The `PageLink` an event happened in, when it leads to a page of this site. */
function pageLinkOf(event: Event): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-page-link]') : null;
  return link && link.origin === window.location.origin ? link : null;
}

/** A click the browser should handle itself: another button, a modifier (new tab, download), or a link with its own target. */
const opensElsewhere = (event: MouseEvent, link: HTMLAnchorElement) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download');

/**
 * One set of listeners on the document for every `PageLink` (components/navigation/PageLink.tsx):
 * a click opens the page with the router, so the podcast player keeps playing and only the page's
 * data is fetched; pointing at, touching or focusing a link prefetches the page's code first.
 */
export function usePageLinks(): void {
  useEffect(() => {
    const prefetched = new Set<string>();
    const open = (event: MouseEvent) => {
      const link = pageLinkOf(event);
      if (!link || opensElsewhere(event, link)) return;
      event.preventDefault();
      void Router.push(link.pathname + link.search + link.hash);
    };
    const prefetch = (event: Event) => {
      const link = pageLinkOf(event);
      if (!link || link.dataset.pageLink === 'no-prefetch' || prefetched.has(link.pathname)) return;
      prefetched.add(link.pathname);
      // A failed prefetch costs nothing: the click loads the page as it would have anyway.
      Router.prefetch(link.pathname + link.search).catch(() => prefetched.delete(link.pathname));
    };
    document.addEventListener('click', open);
    for (const type of ['mouseover', 'touchstart', 'focusin']) document.addEventListener(type, prefetch, { passive: true });
    return () => {
      document.removeEventListener('click', open);
      for (const type of ['mouseover', 'touchstart', 'focusin']) document.removeEventListener(type, prefetch);
    };
  }, []);
}
