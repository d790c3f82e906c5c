import type { GetServerSideProps } from 'next';
import { RevenuePage } from '@/components/desk/revenue/RevenuePage';
import type { RevenueReport } from '@/lib/schemas/desk-revenue';
import { AppError } from '@/lib/server/http/errors';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canManageMembers } from '@/lib/staff/staff-permissions';

interface DeskRevenueProps {
  report: RevenueReport;
  /** Why the URL's months were not used (the last twelve months are shown instead). */
  rangeError: string | null;
  staff: StaffMember;
}

/** Administrators only: anyone else on the staff, or any reader, gets the not-found page. The months are the URL's. */
export const getServerSideProps: GetServerSideProps<DeskRevenueProps> = (context) =>
  staffPageProps(
    context,
    async (staff, services) => {
      const { from, to } = context.query;
      const asked = { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
      try {
        return { report: await services.revenue.report(staff.uid, asked), rangeError: null };
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 400) throw error;
        return { report: await services.revenue.report(staff.uid, {}), rangeError: error.message };
      }
    },
    canManageMembers,
  );

export default function DeskRevenue({ report, rangeError, staff }: DeskRevenueProps) {
  return <RevenuePage report={report} rangeError={rangeError} role={staff.role} />;
}
