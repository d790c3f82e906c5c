import type { GetServerSideProps } from 'next';
import { getConfig } from '@/lib/server/config';
import { setPublicCache } from '@/lib/server/http/cache';
import { buildRobotsTxt } from '@/lib/server/services/robots-service';

// GET /robots.txt, written straight to the response; it names the sitemap by SITE_URL.
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  setPublicCache(res, 3600, 86_400);
  res.end(buildRobotsTxt(getConfig().SITE_URL));
  return { props: {} };
};

/** Never rendered: the response has ended before Next would render it. */
export default function Robots() {
  return null;
}
