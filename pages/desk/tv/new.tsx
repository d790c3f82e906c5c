import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { TvShowForm } from '@/components/desk/tv/TvShowForm';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

export const getServerSideProps: GetServerSideProps<{ staff: StaffMember }> = (context) => staffPageProps(context, async () => ({}), canEditSiteContent);

export default function NewTvShow({ staff }: { staff: StaffMember }) {
  return (
    <DeskLayout title="New TV show" role={staff.role}>
      <TvShowForm />
    </DeskLayout>
  );
}
