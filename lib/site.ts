// The site's identity is configuration, so a newsroom can run Pānui under its own name.
export const site = {
  name: process.env.NEXT_PUBLIC_SITE_NAME ?? 'Pānui',
  tagline: process.env.NEXT_PUBLIC_SITE_TAGLINE ?? 'News from Aotearoa, paid for by readers',
  logoPath: process.env.NEXT_PUBLIC_SITE_LOGO ?? '/logo.svg',
};

/** The newsroom's app, when it has one: the store page and the deep-link prefix a path is added to. */
export interface SiteApp {
  storeUrl: string;
  deepLinkBase: string;
}

export const siteApp: SiteApp | null =
  process.env.NEXT_PUBLIC_APP_STORE_URL && process.env.NEXT_PUBLIC_APP_DEEP_LINK_BASE
    ? { storeUrl: process.env.NEXT_PUBLIC_APP_STORE_URL, deepLinkBase: process.env.NEXT_PUBLIC_APP_DEEP_LINK_BASE }
    : null;
