import type { GetServerSideProps } from 'next';
import { appServices } from '@/lib/server/container';
import { sendPublicText } from '@/lib/server/http/cache';

// GET /robots.txt, written straight to the response; it names the sitemap by SITE_URL.
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  return sendPublicText({ req, res }, 'text/plain; charset=utf-8', appServices().content.robotsTxt(), { sMaxAge: 3600, staleWhileRevalidate: 86_400 });
};

/** Never rendered: the response has ended before Next would render it. */
export default function Robots() {
  return null;
}
