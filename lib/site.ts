// The site's identity is configuration, so a newsroom can run Pānui under its own name.
export const site = {
  name: process.env.NEXT_PUBLIC_SITE_NAME ?? 'Pānui',
  tagline: process.env.NEXT_PUBLIC_SITE_TAGLINE ?? 'News from Aotearoa, paid for by readers',
  logoPath: process.env.NEXT_PUBLIC_SITE_LOGO ?? '/logo.svg',
};
