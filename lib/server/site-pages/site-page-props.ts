import type { GetServerSideProps } from 'next';
import type { ShownSitePage } from '@/lib/site-pages/shown-site-page';
import type { SitePageSlug } from '@/lib/site-pages/site-page-slugs';
import { appServices } from '../container';
import { publicPageProps } from '../http/cache';

export interface SitePageProps {
  page: ShownSitePage;
}

/** getServerSideProps of /about, /contact and /privacy: public and CDN-cacheable like a section page. */
export const sitePageProps =
  (slug: SitePageSlug): GetServerSideProps<SitePageProps> =>
  async ({ req, res }) =>
    publicPageProps({ req, res }, { page: await appServices().sitePages.cachedShownSitePage(slug) });
