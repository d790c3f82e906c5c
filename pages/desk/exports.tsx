import type { GetServerSideProps } from 'next';
import { ExportsPage } from '@/components/desk/exports/ExportsPage';
import { nzMonthOf } from '@/lib/desk/export-days';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canManageMembers } from '@/lib/staff/staff-permissions';

interface DeskExportsProps {
  month: { from: string; to: string };
  staff: StaffMember;
}

/** Administrators only: anyone else on the staff, or any reader, gets the not-found page. */
export const getServerSideProps: GetServerSideProps<DeskExportsProps> = (context) =>
  staffPageProps(context, async () => ({ month: nzMonthOf(new Date()) }), canManageMembers);

export default function DeskExports({ month, staff }: DeskExportsProps) {
  return <ExportsPage role={staff.role} month={month} />;
}
