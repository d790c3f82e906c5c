import { BUILT_IN_LOGO, site } from '@/lib/site';
import type { Config } from '../config';
import type { EmailBranding } from './email-template';

/**
 * The site's name and logo for emails, from configuration. Mail programs do not show SVG, so the
 * logo is MAIL_LOGO_URL, else the site's logo when it is not an SVG, else the PNG drawn from the
 * default logo (public/email-logo.png) while the default logo is in use, else none (the name shows).
 */
export function emailBrandingFromConfig(config: Pick<Config, 'SITE_URL' | 'MAIL_LOGO_URL'>, identity: { name: string; logoPath: string } = site): EmailBranding {
  const siteUrl = config.SITE_URL;
  const logoUrl = config.MAIL_LOGO_URL
    ? config.MAIL_LOGO_URL
    : !/\.svg($|\?)/i.test(identity.logoPath)
      ? new URL(identity.logoPath, siteUrl).href
      : identity.logoPath === BUILT_IN_LOGO
        ? new URL('/email-logo.png', siteUrl).href
        : null;
  return { siteName: identity.name, siteUrl, logoUrl };
}
