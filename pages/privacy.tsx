import { SitePage } from '@/components/site-pages/SitePage';
import { type SitePageProps, sitePageProps } from '@/lib/server/site-pages/site-page-props';

/** /privacy: the newsroom's words from the desk, or the default text (decision 315). */
export const getServerSideProps = sitePageProps('privacy');

export default function PrivacyPage({ page }: SitePageProps) {
  return <SitePage page={page} />;
}
