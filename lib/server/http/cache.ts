import type { ServerResponse } from 'node:http';

/** Public pages hold no personal data, so a CDN may keep them and serve stale copies while it refreshes. */
export function setPublicCache(res: ServerResponse, sMaxAge = 60, staleWhileRevalidate = 600): void {
  res.setHeader('Cache-Control', `public, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`);
}
