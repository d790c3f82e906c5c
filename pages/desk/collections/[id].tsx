import type { GetServerSideProps } from 'next';
import { CollectionForm } from '@/components/desk/collections/CollectionForm';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import type { DeskCollection } from '@/lib/schemas/desk-collection';
import { deskRecordProps } from '@/lib/server/site-content/site-content-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';

interface Props {
  staff: StaffMember;
  collection: DeskCollection;
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  deskRecordProps(context, async (staff, services, id) => ({ collection: await services.siteContent.getDeskCollection(staff.uid, id) }));

export default function EditCollection({ staff, collection }: Props) {
  return (
    <DeskLayout title={`Collection: ${collection.title}`} role={staff.role}>
      <CollectionForm key={collection.id} collection={collection} />
    </DeskLayout>
  );
}
