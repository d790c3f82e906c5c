import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { type AuthorChoice, SeriesForm } from '@/components/desk/podcasts/SeriesForm';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  authors: AuthorChoice[];
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(context, async (staff, services) => ({ authors: (await services.siteContent.listDeskAuthors(staff.uid)).map(({ id, name }) => ({ id, name })) }), canEditSiteContent);

export default function NewSeries({ staff, authors }: Props) {
  return (
    <DeskLayout title="New podcast series" role={staff.role}>
      <SeriesForm authors={authors} />
    </DeskLayout>
  );
}
