import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { NewsletterListForm } from '@/components/desk/newsletters/NewsletterListForm';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

export const getServerSideProps: GetServerSideProps<{ staff: StaffMember }> = (context) => staffPageProps(context, async () => ({}), canEditSiteContent);

export default function NewNewsletterList({ staff }: { staff: StaffMember }) {
  return (
    <DeskLayout title="New newsletter list" role={staff.role}>
      <NewsletterListForm />
    </DeskLayout>
  );
}
