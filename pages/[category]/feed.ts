import type { GetServerSideProps } from 'next';
import { appServices } from '@/lib/server/container';
import { sendPublicText } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';
import { oldPathRedirectOrNotFound } from '@/lib/server/publishing/old-path-page';

// GET /{category or tag}/feed: RSS of that page's newest stories, written straight to the response.
export const getServerSideProps: GetServerSideProps = async ({ params, req, res }) => {
  const slug = pageParam(params, 'category');
  if (slug === null) return { notFound: true };
  const xml = await appServices().content.sectionFeed(slug);
  // Not a category or tag: a two-segment path may still be an old story's (article_redirects).
  if (xml === null) return oldPathRedirectOrNotFound(res, `/${slug}/feed`);
  return sendPublicText({ req, res }, 'application/rss+xml; charset=utf-8', xml);
};

/** Never rendered: the response has ended before Next would render it. */
export default function SectionFeed() {
  return null;
}
