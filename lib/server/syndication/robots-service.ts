/** Paths that are personal, transactional or for tests: nothing a search engine should list. */
export const ROBOTS_DISALLOWED = ['/api/', '/account', '/sign-in', '/sign-up', '/auth/', '/test/'] as const;

/** The sitemaps crawlers are told of: the whole site's (a sitemap index past 50,000 URLs) and the news sitemap. */
export const ROBOTS_SITEMAPS = ['/sitemap.xml', '/news-sitemap.xml'] as const;

/** robots.txt: everything else may be crawled, and the sitemaps are named by their absolute URLs. Pure. */
export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', ...ROBOTS_SITEMAPS.map((path) => `Sitemap: ${new URL(path, siteUrl).href}`), ''].join('\n');
}
