import type { GetServerSideProps } from 'next';
import { appServices } from '@/lib/server/container';
import { sendPublicText } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';

// GET /author/{slug}/feed: RSS of the stories the author wrote or co-wrote, written straight to the response.
export const getServerSideProps: GetServerSideProps = async ({ params, req, res }) => {
  const slug = pageParam(params, 'slug');
  if (slug === null) return { notFound: true };
  const xml = await appServices().content.authorFeed(slug);
  if (xml === null) return { notFound: true };
  return sendPublicText({ req, res }, 'application/rss+xml; charset=utf-8', xml);
};

/** Never rendered: the response has ended before Next would render it. */
export default function AuthorFeed() {
  return null;
}
