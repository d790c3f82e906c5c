import { PageLink } from '@/components/navigation/PageLink';
import { pageLinkHtml } from '@/components/navigation/page-link-html';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { AdsGate } from '@/components/ads/AdsGate';
import { adUnitPrefix } from '@/lib/ads/ad-unit';
import { AccountMenu } from '@/components/auth/AccountMenu';
import { site } from '@/lib/site';
import { AppBanner } from './AppBanner';
import { FeedLink } from './FeedLink';
import { MEDIA_LINKS, SECTION_LINKS, SiteFooter } from './SiteFooter';
import { SiteLogo } from './SiteLogo';
import styles from './SiteLayout.module.css';

// The phone's menu is a <details>: it opens without JavaScript. These close it after a choice and on Escape.
const closeAfterLink = (event: MouseEvent<HTMLElement>) => {
  if ((event.target as HTMLElement).closest('a')) event.currentTarget.closest('details')?.removeAttribute('open');
};
const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
  if (event.key !== 'Escape' || !event.currentTarget.open) return;
  event.currentTarget.removeAttribute('open');
  event.currentTarget.querySelector('summary')?.focus();
};

// The sections' links are the same on every page: written as HTML once, as the footer is (SiteFooter.tsx).
const sectionLinksHtml = () => [...SECTION_LINKS, ...MEDIA_LINKS].map(([href, name]) => pageLinkHtml(href, name)).join('');
let sectionLinks: string | undefined;

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FeedLink />
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <PageLink href="/" className={styles.logo} aria-label={`${site.name} home`}>
          <SiteLogo />
        </PageLink>
        <p className={styles.tagline}>{site.tagline}</p>
        {/* Not prefetched: the donate page brings the payment code, which a reader of this page may never need (decision 320). */}
        <PageLink href="/donate" className={styles.donate} prefetch={false}>
          Donate
        </PageLink>
        {/* On a phone, one row: the rest is behind Menu. From 48rem the menu is always open (CSS). */}
        <details className={styles.menu} onKeyDown={closeOnEscape}>
          <summary className={styles.menuButton}>Menu</summary>
          <div className={styles.menuPanel} onClick={closeAfterLink}>
            <PageLink href="/search" className={styles.search}>
              Search
            </PageLink>
            <div className={styles.account}>
              <AccountMenu />
            </div>
            <nav aria-label="Sections" className={styles.sections} dangerouslySetInnerHTML={{ __html: (sectionLinks ??= sectionLinksHtml()) }} />
          </div>
        </details>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
      {/* Without an app store address this is '' at build time, and the banner's code leaves the bundle. */}
      {process.env.NEXT_PUBLIC_APP_STORE_URL ? <AppBanner /> : null}
      {/* Without an ad unit this is null at build time, and the ad code leaves the bundle (next.config.ts). */}
      {adUnitPrefix ? <AdsGate prefix={adUnitPrefix} /> : null}
    </>
  );
}
