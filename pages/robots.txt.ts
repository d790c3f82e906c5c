import type { GetServerSideProps } from 'next';
import { getConfig } from '@/lib/server/config';
import { sendPublicText } from '@/lib/server/http/cache';
import { buildRobotsTxt } from '@/lib/server/content/robots-service';

// GET /robots.txt, written straight to the response; it names the sitemap by SITE_URL.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  return sendPublicText({ req, res }, 'text/plain; charset=utf-8', buildRobotsTxt(getConfig().SITE_URL), { sMaxAge: 3600, staleWhileRevalidate: 86_400 });
};

/** Never rendered: the response has ended before Next would render it. */
export default function Robots() {
  return null;
}
