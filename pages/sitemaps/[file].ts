import type { GetServerSideProps } from 'next';
import { appServices } from '@/lib/server/container';
import { sendPublicText } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';

// GET /sitemaps/pages.xml and /sitemaps/articles-{id}.xml: the sitemaps /sitemap.xml names once it is an index.
export const getServerSideProps: GetServerSideProps = async ({ params, req, res }) => {
  const file = pageParam(params, 'file');
  if (file === null) return { notFound: true };
  const xml = await appServices().content.childSitemapXml(file);
  if (xml === null) return { notFound: true };
  return sendPublicText({ req, res }, 'application/xml; charset=utf-8', xml, { sMaxAge: 600, staleWhileRevalidate: 3600 });
};

/** Never rendered: the response has ended before Next would render it. */
export default function ChildSitemap() {
  return null;
}
