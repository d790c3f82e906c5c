import type { GetServerSideProps } from 'next';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { sendPublicText } from '@/lib/server/http/cache';
import { buildRssFeed, listFeedArticles } from '@/lib/server/content/feed-service';

// GET /feed: RSS 2.0 of the latest articles, written straight to the response.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const xml = buildRssFeed(await listFeedArticles(await getDb()), getConfig().SITE_URL);
  return sendPublicText({ req, res }, 'application/rss+xml; charset=utf-8', xml);
};

/** Never rendered: the response has ended before Next would render it. */
export default function Feed() {
  return null;
}
