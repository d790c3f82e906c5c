import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { MediaLibrary } from '@/components/desk/media/MediaLibrary';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canUploadImages } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
}

// The library loads in the browser with the staff member's token (GET /api/desk/images): the page's HTML holds no pictures.
export const getServerSideProps: GetServerSideProps<Props> = (context) => staffPageProps(context, async () => ({}), canUploadImages);

export default function DeskMediaPage({ staff }: Props) {
  return (
    <DeskLayout title="Media" role={staff.role}>
      <MediaLibrary />
    </DeskLayout>
  );
}
