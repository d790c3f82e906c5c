import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { SitePageForm } from '@/components/desk/site-pages/SitePageForm';
import type { DeskSitePage } from '@/lib/schemas/desk-site-page';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { isSitePageSlug } from '@/lib/site-pages/site-page-slugs';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  page: DeskSitePage;
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(
    context,
    async (staff, services) => {
      const slug = context.params?.slug;
      // Not one of the three pages: the desk's 404.
      if (!isSitePageSlug(slug)) return null;
      return { page: await services.sitePages.getDeskSitePage(staff.uid, slug) };
    },
    canEditSiteContent,
  );

export default function EditSitePage({ staff, page }: Props) {
  return (
    <DeskLayout title={`Edit: ${page.title}`} role={staff.role}>
      <SitePageForm key={page.slug} page={page} />
    </DeskLayout>
  );
}
