import type { GetServerSideProps } from 'next';
import { AuthorForm } from '@/components/desk/authors/AuthorForm';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import type { DeskAuthor } from '@/lib/schemas/desk-author';
import { deskRecordProps } from '@/lib/server/site-content/site-content-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';

interface Props {
  staff: StaffMember;
  author: DeskAuthor;
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  deskRecordProps(context, async (staff, services, id) => ({ author: await services.siteContent.getDeskAuthor(staff.uid, id) }));

export default function EditAuthor({ staff, author }: Props) {
  return (
    <DeskLayout title={`Author: ${author.name}`} role={staff.role}>
      <AuthorForm key={author.id} author={author} />
    </DeskLayout>
  );
}
