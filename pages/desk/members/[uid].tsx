import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { TransactionActions } from '@/components/desk/member-actions/TransactionActions';
import { ComplimentaryMembershipForm } from '@/components/desk/member-actions/ComplimentaryMembershipForm';
import { MemberRoleForm } from '@/components/desk/member-actions/MemberRoleForm';
import { SubscriptionActions } from '@/components/desk/member-actions/SubscriptionActions';
import { MemberRecordPage } from '@/components/desk/members/MemberRecordPage';
import { type MemberRecord, MemberUidQuery } from '@/lib/schemas/desk-members';
import { AppError } from '@/lib/server/http/errors';
import { staffPageProps } from '@/lib/server/http/staff-page';
import type { StaffMember } from '@/lib/server/staff/staff-access';
import { canManageMembers } from '@/lib/staff/staff-permissions';

interface DeskMemberProps {
  record: MemberRecord;
  staff: StaffMember;
}

/** One member's record, administrators only (anyone else, and an unknown uid, gets the not-found page). */
export const getServerSideProps: GetServerSideProps<DeskMemberProps> = (context) =>
  staffPageProps(
    context,
    async (staff, services) => {
      // A uid no member could have (control characters, too long) is simply not found.
      const checked = MemberUidQuery.safeParse({ uid: context.params?.uid });
      if (!checked.success) return null;
      try {
        return { record: await services.memberDirectory.record(staff.uid, checked.data.uid) };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
    canManageMembers,
  );

export default function DeskMember({ record, staff }: DeskMemberProps) {
  const router = useRouter();
  // After a refund the record is read again, so its totals and refund lines show it.
  const reload = () => void router.replace(router.asPath, undefined, { scroll: false });
  const actions = {
    transaction: (tx: MemberRecord['transactions'][number]) => <TransactionActions transaction={tx} onChanged={reload} />,
    subscription: (sub: MemberRecord['subscriptions'][number]) => <SubscriptionActions memberUid={record.member.uid} subscription={sub} />,
    member: <MemberRoleForm memberUid={record.member.uid} type={record.member.type} />,
    complimentary: <ComplimentaryMembershipForm memberUid={record.member.uid} memberships={record.complimentary} />,
  };
  return <MemberRecordPage record={record} role={staff.role} actions={actions} />;
}
