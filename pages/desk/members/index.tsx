import type { GetServerSideProps } from 'next';
import { MemberListPage } from '@/components/desk/members/MemberListPage';
import { MEMBER_PARAM_LABELS, memberListParams, type MemberListParams } from '@/lib/desk/member-list-query';
import { MemberListQuery, type MemberListPage as MemberPage } from '@/lib/schemas/desk-members';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canManageMembers } from '@/lib/staff/staff-permissions';

interface DeskMembersProps {
  page: MemberPage;
  params: MemberListParams;
  refused: string[];
  newsletters: { listId: string; name: string }[];
  staff: StaffMember;
}

/**
 * The filters a URL asks for, less any the API would refuse (each with its reason): a
 * hand-edited link still lists, and says what it left out.
 */
function usableParams(wanted: MemberListParams): { params: MemberListParams; query: MemberListQuery; refused: string[] } {
  let params = { ...wanted };
  const refused: string[] = [];
  // A refusal can name a field only once the others pass (joinedTo before joinedFrom), hence a few rounds.
  for (let round = 0; round < 4; round++) {
    const checked = MemberListQuery.safeParse(params);
    if (checked.success) return { params, query: checked.data, refused };
    const bad = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
    const named = new Set<string>();
    for (const issue of checked.error.issues) {
      const name = String(issue.path[0]);
      if (named.has(name)) continue;
      named.add(name);
      refused.push(`${MEMBER_PARAM_LABELS[name as keyof MemberListParams] ?? name} (${name}) ${issue.message}.`);
    }
    params = Object.fromEntries(Object.entries(params).filter(([name]) => !bad.has(name)));
  }
  return { params: {}, query: {}, refused };
}

/** Administrators only: anyone else on the staff, or any reader, gets the not-found page. */
export const getServerSideProps: GetServerSideProps<DeskMembersProps> = (context) =>
  staffPageProps(
    context,
    async (staff, services) => {
      const { params, query, refused } = usableParams(memberListParams(context.query));
      const [page, lists] = await Promise.all([services.memberDirectory.list(staff.uid, query), services.newsletters.listNewsletters()]);
      return { page, params, refused, newsletters: lists.map(({ listId, name }) => ({ listId, name })) };
    },
    canManageMembers,
  );

export default function DeskMembers({ page, params, refused, newsletters, staff }: DeskMembersProps) {
  return <MemberListPage page={page} params={params} refused={refused} newsletters={newsletters} role={staff.role} />;
}
