import type { GetServerSideProps } from 'next';
import { CollectionForm } from '@/components/desk/collections/CollectionForm';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

export const getServerSideProps: GetServerSideProps<{ staff: StaffMember }> = (context) => staffPageProps(context, async () => ({}), canEditSiteContent);

export default function NewCollection({ staff }: { staff: StaffMember }) {
  return (
    <DeskLayout title="New collection" role={staff.role}>
      <CollectionForm />
    </DeskLayout>
  );
}
