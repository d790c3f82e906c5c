import Head from 'next/head';
import { site } from '@/lib/site';

/** Lets browsers and feed readers find the RSS feed from any page (SPEC §2). */
export function FeedLink() {
  return (
    <Head>
      <link key="rss-feed" rel="alternate" type="application/rss+xml" title={site.name} href="/feed" />
    </Head>
  );
}
