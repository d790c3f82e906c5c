import type { GetServerSideProps } from 'next';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { sendPublicText } from '@/lib/server/http/cache';
import { buildSitemapXml, listSitemapEntries } from '@/lib/server/content/sitemap-service';

// GET /sitemap.xml: home, category and author pages, and every article, written straight to the response.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const xml = buildSitemapXml(await listSitemapEntries(await getDb()), getConfig().SITE_URL);
  // Crawlers come seldom and the list is long: let a CDN keep it for ten minutes.
  return sendPublicText({ req, res }, 'application/xml; charset=utf-8', xml, { sMaxAge: 600, staleWhileRevalidate: 3600 });
};

/** Never rendered: the response has ended before Next would render it. */
export default function Sitemap() {
  return null;
}
