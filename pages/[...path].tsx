import type { GetServerSideProps } from 'next';
import { oldPathRedirectOrNotFound } from '@/lib/server/publishing/old-path-page';

// Reached only through next.config.ts's fallback rewrite: a path no page matched (two segments, or
// four and more, such as WordPress's /2019/05/12/my-post). It answers a 301 or the 404 page.
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
