import type { GetServerSideProps } from 'next';
import { StaffPage } from '@/components/desk/staff/StaffPage';
import type { StaffOverview } from '@/lib/schemas/desk-staff';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canManageStaff } from '@/lib/staff/staff-permissions';

interface DeskStaffProps {
  overview: StaffOverview;
  staff: StaffMember;
}

/** Administrators only: anyone else on the staff, or any reader, gets the not-found page. */
export const getServerSideProps: GetServerSideProps<DeskStaffProps> = (context) =>
  staffPageProps(context, async (staff, services) => ({ overview: await services.staff.listStaff(staff.uid) }), canManageStaff);

export default function DeskStaff({ overview, staff }: DeskStaffProps) {
  return <StaffPage initial={overview} viewer={staff} />;
}
