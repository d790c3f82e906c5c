import type { GetServerSideProps } from 'next';
import { ErrorsPage } from '@/components/desk/errors/ErrorsPage';
import type { DeskErrorList } from '@/lib/schemas/desk-errors';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canManageMembers } from '@/lib/staff/staff-permissions';

interface DeskErrorsProps {
  list: DeskErrorList;
  staff: StaffMember;
}

/** Administrators only: anyone else on the staff, or any reader, gets the not-found page. */
export const getServerSideProps: GetServerSideProps<DeskErrorsProps> = (context) =>
  staffPageProps(context, async (staff, services) => ({ list: await services.errorReports.topErrors(staff.uid) }), canManageMembers);

export default function DeskErrors({ list, staff }: DeskErrorsProps) {
  return <ErrorsPage list={list} role={staff.role} />;
}
