import type { GetServerSideProps } from 'next';
import { appServices } from '@/lib/server/container';
import { sendPublicText } from '@/lib/server/http/cache';

// GET /news-sitemap.xml: the Google News sitemap of the last two days' stories, written straight to the response.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const xml = await appServices().content.newsSitemapXml();
  // News crawlers come often and want new stories soon: the same minute as the pages.
  return sendPublicText({ req, res }, 'application/xml; charset=utf-8', xml);
};

/** Never rendered: the response has ended before Next would render it. */
export default function NewsSitemap() {
  return null;
}
