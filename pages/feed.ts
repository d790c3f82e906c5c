import type { GetServerSideProps } from 'next';
import { appServices } from '@/lib/server/container';
import { sendPublicText } from '@/lib/server/http/cache';

// GET /feed: RSS 2.0 of the latest articles, written straight to the response.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const xml = await appServices().content.rssFeed();
  return sendPublicText({ req, res }, 'application/rss+xml; charset=utf-8', xml);
};

/** Never rendered: the response has ended before Next would render it. */
export default function Feed() {
  return null;
}
