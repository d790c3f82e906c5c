import type { GetServerSideProps } from 'next';
import { appServices } from '@/lib/server/container';
import { sendPublicText } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';

// GET /podcasts/{series}/feed.xml: the series' podcast RSS for Apple Podcasts, Spotify and other apps.
export const getServerSideProps: GetServerSideProps = async ({ params, req, res }) => {
  const slug = pageParam(params, 'series');
  if (slug === null) return { notFound: true };
  const xml = await appServices().content.podcastFeed(slug);
  if (xml === null) return { notFound: true };
  return sendPublicText({ req, res }, 'application/rss+xml; charset=utf-8', xml);
};

/** Never rendered: the response has ended before Next would render it. */
export default function PodcastFeed() {
  return null;
}
