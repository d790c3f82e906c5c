import Head from 'next/head';

/**
 * A page's own feed in its head (a category's, a tag's, an author's, a podcast series'), beside the
 * site's /feed that every page names (FeedLink), so feed readers offer both.
 */
export function PageFeedLink({ title, href }: { title: string; href: string }) {
  return (
    <Head>
      <link key="rss-page-feed" rel="alternate" type="application/rss+xml" title={title} href={href} />
    </Head>
  );
}
