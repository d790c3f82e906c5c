// The newsroom's own pages, a fixed set: the footer links them and the desk lists them, so a page
// cannot be added or removed by data (decision 315). Zod-free, so the footer can read it.

export const SITE_PAGE_SLUGS = ['about', 'contact', 'privacy'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const isSitePageSlug = (value: unknown): value is SitePageSlug => typeof value === 'string' && (SITE_PAGE_SLUGS as readonly string[]).includes(value);

/** Where readers find the page: /about, /contact, /privacy. */
export const sitePagePath = (slug: SitePageSlug) => `/${slug}`;
