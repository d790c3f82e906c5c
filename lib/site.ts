/** The logo Pānui ships (public/logo.svg), used until a newsroom sets its own (NEXT_PUBLIC_SITE_LOGO). */
export const BUILT_IN_LOGO = '/logo.svg';

// The site's identity is configuration, so a newsroom can run Pānui under its own name. Built in
// ('' when unset, next.config.ts), hence || rather than ??.
export const site = {
  name: process.env.NEXT_PUBLIC_SITE_NAME || 'Pānui',
  tagline: process.env.NEXT_PUBLIC_SITE_TAGLINE || 'News from Aotearoa, paid for by readers',
  logoPath: process.env.NEXT_PUBLIC_SITE_LOGO || BUILT_IN_LOGO,
  contactEmail: process.env.NEXT_PUBLIC_SITE_CONTACT_EMAIL || 'newsroom@panui.example.nz',
};

/**
 * The sections the header and footer offer, in the newsroom's order: category slugs and names as
 * "slug:Name,…" (NEXT_PUBLIC_SECTIONS). An editorial choice, not every category (decision 309).
 */
export const siteSections = (process.env.NEXT_PUBLIC_SECTIONS || 'news:News,politics:Politics,business:Business,climate:Climate,te-ao-maori:Te Ao Māori,culture:Culture,sport:Sport,science:Science')
  .split(',')
  .map((section) => {
    const [slug = '', name = slug] = section.split(':');
    return { slug, name };
  });

/** The newsroom's app, when it has one: the store page and the deep-link prefix a path is added to. */
export interface SiteApp {
  storeUrl: string;
  deepLinkBase: string;
}

export const siteApp: SiteApp | null =
  process.env.NEXT_PUBLIC_APP_STORE_URL && process.env.NEXT_PUBLIC_APP_DEEP_LINK_BASE
    ? { storeUrl: process.env.NEXT_PUBLIC_APP_STORE_URL, deepLinkBase: process.env.NEXT_PUBLIC_APP_DEEP_LINK_BASE }
    : null;
