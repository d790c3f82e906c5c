import type { GetServerSideProps } from 'next';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { setPublicCache } from '@/lib/server/http/cache';
import { buildSitemapXml, listSitemapEntries } from '@/lib/server/services/sitemap-service';

// GET /sitemap.xml: home, category and author pages, and every article, written straight to the response.
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = buildSitemapXml(await listSitemapEntries(await getDb()), getConfig().SITE_URL);
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  // Crawlers come seldom and the list is long: let a CDN keep it for ten minutes.
  setPublicCache(res, 600, 3600);
  res.end(xml);
  return { props: {} };
};

/** Never rendered: the response has ended before Next would render it. */
export default function Sitemap() {
  return null;
}
