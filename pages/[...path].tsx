import type { GetServerSideProps } from 'next';
import { oldPathRedirectOrNotFound } from '@/lib/server/publishing/old-path-page';

// The catch-all: a path no other page matches (two segments, or four and more, such as WordPress's
// /2019/05/12/my-post; every other page route wins over it). It answers a 301 or the 404 page.
// Until decision 321 it was /old-path/, reached by a fallback rewrite in next.config.ts.
const MAX_SEGMENTS = 8;

export const getServerSideProps: GetServerSideProps = async ({ params, res }) => {
  const segments = params?.path;
  if (!Array.isArray(segments) || segments.length === 0 || segments.length > MAX_SEGMENTS) return { notFound: true };
  return oldPathRedirectOrNotFound(res, `/${segments.join('/')}`);
};

/** Never rendered: the server answers a redirect or the 404 page. */
export default function OldPath() {
  return null;
}
