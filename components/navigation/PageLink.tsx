import type { AnchorHTMLAttributes } from 'react';
import { pageLinkMark } from './page-link-html';

type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** false for a page whose code a reader of this page is unlikely to need (sign-in, payment: decision 320). */
  prefetch?: false;
};

/**
 * A link to one of the site's pages: a plain anchor that `usePageLinks` (once, in `_app`) opens
 * with the router, without a reload, and prefetches when a reader points at it, touches it or
 * tabs to it. The reader pages' header, footer and story links use it in place of next/link, which
 * parses a URL and sets up an intersection observer per link on the server and in the browser, and
 * brought 2 KB of first-load JavaScript (decision 322).
 */
export function PageLink({ prefetch, ...anchor }: PageLinkProps) {
  return <a {...anchor} data-page-link={pageLinkMark(prefetch)} />;
}
