/** Paths that are personal, transactional or for tests: nothing a search engine should list. */
export const ROBOTS_DISALLOWED = ['/api/', '/account', '/sign-in', '/sign-up', '/auth/', '/test/'] as const;

/** robots.txt: everything else may be crawled, and the sitemap is named by its absolute URL. Pure. */
export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n');
}
