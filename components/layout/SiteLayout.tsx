import Link from 'next/link';
import type { ReactNode } from 'react';
import { AdsGate } from '@/components/ads/AdsGate';
import { adUnitPrefix } from '@/lib/ads/ad-unit';
import { AccountMenu } from '@/components/auth/AccountMenu';
import { site } from '@/lib/site';
import { AppBanner } from './AppBanner';
import { FeedLink } from './FeedLink';
import styles from './SiteLayout.module.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FeedLink />
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <Link href="/" className={styles.logo} aria-label={`${site.name} home`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG logo needs no image optimisation */}
          <img src={site.logoPath} alt="" width={120} height={32} />
        </Link>
        <p className={styles.tagline}>{site.tagline}</p>
        <Link href="/search" className={styles.search}>
          Search
        </Link>
        <Link href="/podcasts" className={styles.navLink}>
          Podcasts
        </Link>
        <Link href="/quizzes" className={styles.navLink}>
          Quizzes
        </Link>
        <Link href="/tv" className={styles.navLink}>
          TV
        </Link>
        <Link href="/donate" className={styles.donate}>
          Donate
        </Link>
        <AccountMenu />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>
          <Link href="/members">Support us</Link> · <Link href="/newsletters">Newsletters</Link> · <Link href="/reading-history">Your reading history</Link> · <Link href="/bookmarks">Your bookmarks</Link> ·{' '}
          <Link href="/watchlist">Your watch list</Link>
        </p>
        <p>© {site.name}</p>
      </footer>
      <AppBanner />
      {/* Without an ad unit this is null at build time, and the ad code leaves the bundle (next.config.ts). */}
      {adUnitPrefix ? <AdsGate prefix={adUnitPrefix} /> : null}
    </>
  );
}
