import type { GetServerSideProps } from 'next';
import { AuthorForm } from '@/components/desk/authors/AuthorForm';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

export const getServerSideProps: GetServerSideProps<{ staff: StaffMember }> = (context) => staffPageProps(context, async () => ({}), canEditSiteContent);

export default function NewAuthor({ staff }: { staff: StaffMember }) {
  return (
    <DeskLayout title="New author" role={staff.role}>
      <AuthorForm />
    </DeskLayout>
  );
}
