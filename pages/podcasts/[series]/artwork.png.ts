import type { GetServerSideProps } from 'next';
import { appServices } from '@/lib/server/container';
import { answerIfUnchanged, setPublicCache } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';

// GET /podcasts/{series}/artwork.png: the series' square artwork, drawn from its title (decision 284).
export const getServerSideProps: GetServerSideProps = async ({ params, req, res }) => {
  const slug = pageParam(params, 'series');
  if (slug === null) return { notFound: true };
  const artwork = await appServices().content.podcastArtwork(slug);
  if (artwork === null) return { notFound: true };
  res.setHeader('Content-Type', 'image/png');
  // The feed names it with a version of what is drawn (?v=), so a renamed series gets a new address.
  setPublicCache(res, 86_400, 604_800);
  if (!answerIfUnchanged(req, res, artwork.source)) res.end(artwork.png);
  return { props: {} };
};

/** Never rendered: the response has ended before Next would render it. */
export default function PodcastArtwork() {
  return null;
}
