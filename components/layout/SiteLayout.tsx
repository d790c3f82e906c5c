import { PageLink } from '@/components/navigation/PageLink';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { AdsGate } from '@/components/ads/AdsGate';
import { adUnitPrefix } from '@/lib/ads/ad-unit';
import { AccountMenu } from '@/components/auth/AccountMenu';
import { site, siteSections } from '@/lib/site';
import { AppBanner } from './AppBanner';
import { FeedLink } from './FeedLink';
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

function FooterLinks({ title, links, children }: { title: string; links: [href: string, name: string][]; children?: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map(([href, name]) => (
          <li key={href}>
            <PageLink href={href} prefetch={false}>
              {name}
            </PageLink>
          </li>
        ))}
        {children}
      </ul>
    </section>
  );
}

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FeedLink />
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <PageLink href="/" className={styles.logo} aria-label={`${site.name} home`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG logo needs no image optimisation */}
          <img src={site.logoPath} alt="" width={120} height={32} />
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
            <nav aria-label="Sections" className={styles.sections}>
              {siteSections.map((section) => (
                <PageLink key={section.slug} href={`/${section.slug}`}>
                  {section.name}
                </PageLink>
              ))}
              <PageLink href="/podcasts">Podcasts</PageLink>
              <PageLink href="/quizzes">Quizzes</PageLink>
              <PageLink href="/tv">TV</PageLink>
            </nav>
          </div>
        </details>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <nav aria-label="More from the site" className={styles.footerColumns}>
          <FooterLinks title="Sections" links={siteSections.map(({ slug, name }) => [`/${slug}`, name])} />
          <FooterLinks
            title="Listen, play, watch"
            links={[
              ['/podcasts', 'Podcasts'],
              ['/quizzes', 'Quizzes'],
              ['/tv', 'TV'],
            ]}
          >
            <li>
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the feed is XML for the browser to load itself, not a page for the router */}
              <a href="/feed">RSS feed</a>
            </li>
          </FooterLinks>
          <FooterLinks
            title="Support and you"
            links={[
              ['/members', 'Support us'],
              ['/newsletters', 'Newsletters'],
              ['/reading-history', 'Your reading history'],
              ['/bookmarks', 'Your bookmarks'],
              ['/watchlist', 'Your watch list'],
            ]}
          />
          <FooterLinks
            title="The newsroom"
            links={[
              ['/about', 'About us'],
              ['/contact', 'Contact us'],
              ['/privacy', 'Privacy policy'],
            ]}
          />
        </nav>
        <p>
          <strong>{site.name}</strong>: {site.tagline}. Tips, corrections and questions: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
        </p>
      </footer>
      {/* Without an app store address this is '' at build time, and the banner's code leaves the bundle. */}
      {process.env.NEXT_PUBLIC_APP_STORE_URL ? <AppBanner /> : null}
      {/* Without an ad unit this is null at build time, and the ad code leaves the bundle (next.config.ts). */}
      {adUnitPrefix ? <AdsGate prefix={adUnitPrefix} /> : null}
    </>
  );
}
