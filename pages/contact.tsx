import { SitePage } from '@/components/site-pages/SitePage';
import { type SitePageProps, sitePageProps } from '@/lib/server/site-pages/site-page-props';

/** /contact: the newsroom's words from the desk, or the default text (decision 315). */
export const getServerSideProps = sitePageProps('contact');

export default function ContactPage({ page }: SitePageProps) {
  return <SitePage page={page} />;
}
