import type { GetServerSideProps } from 'next';
import { AuditLogPage } from '@/components/desk/audit/AuditLogPage';
import { type AuditPage, AuditQuery } from '@/lib/schemas/desk-audit';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canManageMembers } from '@/lib/staff/staff-permissions';

interface DeskAuditProps {
  page: AuditPage;
  filter: { member: string; action: string; paged: boolean };
  invalidFilter: boolean;
  staff: StaffMember;
}

/** Administrators only: anyone else on the staff, or any reader, gets the not-found page. */
export const getServerSideProps: GetServerSideProps<DeskAuditProps> = (context) =>
  staffPageProps(
    context,
    async (staff, services) => {
      const parsed = AuditQuery.safeParse(context.query);
      const query = parsed.success ? parsed.data : AuditQuery.parse({});
      return {
        page: await services.memberActions.listAudit(staff.uid, query),
        filter: { member: query.member ?? '', action: query.action ?? '', paged: Boolean(query.before) },
        invalidFilter: !parsed.success,
      };
    },
    canManageMembers,
  );

export default function DeskAudit({ page, filter, invalidFilter, staff }: DeskAuditProps) {
  return <AuditLogPage page={page} filter={filter} invalidFilter={invalidFilter} viewer={staff} />;
}
