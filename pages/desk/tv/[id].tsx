import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { TvShowForm } from '@/components/desk/tv/TvShowForm';
import type { DeskTvShow } from '@/lib/schemas/desk-tv-show';
import { deskRecordProps } from '@/lib/server/site-content/site-content-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';

interface Props {
  staff: StaffMember;
  show: DeskTvShow;
}

export const getServerSideProps: GetServerSideProps<Props> = (context) => deskRecordProps(context, async (staff, services, id) => ({ show: await services.siteContent.getDeskTvShow(staff.uid, id) }));

export default function EditTvShow({ staff, show }: Props) {
  return (
    <DeskLayout title={`TV show: ${show.title}`} role={staff.role}>
      <TvShowForm key={show.id} show={show} />
    </DeskLayout>
  );
}
