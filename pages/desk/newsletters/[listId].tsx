import type { GetServerSideProps } from 'next';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { NewsletterListForm } from '@/components/desk/newsletters/NewsletterListForm';
import type { DeskNewsletterList } from '@/lib/schemas/desk-newsletter';
import { AppError } from '@/lib/server/http/errors';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';

interface Props {
  staff: StaffMember;
  list: DeskNewsletterList;
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  staffPageProps(
    context,
    async (staff, services) => {
      const listId = context.params?.listId;
      if (typeof listId !== 'string' || !/^[\w-]{1,100}$/.test(listId)) return null;
      try {
        return { list: await services.siteContent.getDeskNewsletterList(staff.uid, listId) };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
    canEditSiteContent,
  );

export default function EditNewsletterList({ staff, list }: Props) {
  return (
    <DeskLayout title={`Newsletter: ${list.name}`} role={staff.role}>
      <NewsletterListForm key={list.listId} list={list} />
    </DeskLayout>
  );
}
