import type { GetServerSideProps } from 'next';
import { appServices } from '@/lib/server/container';
import { sendPublicText } from '@/lib/server/http/cache';

// GET /sitemap.xml: home, category and author pages, and every article (or, past 50,000, an index of sitemaps), written straight to the response.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const xml = await appServices().content.sitemapXml();
  // Crawlers come seldom and the list is long: let a CDN keep it for ten minutes.
  return sendPublicText({ req, res }, 'application/xml; charset=utf-8', xml, { sMaxAge: 600, staleWhileRevalidate: 3600 });
};

/** Never rendered: the response has ended before Next would render it. */
export default function Sitemap() {
  return null;
}
