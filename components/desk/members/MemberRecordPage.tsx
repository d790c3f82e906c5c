import Link from 'next/link';
import type { ReactNode } from 'react';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import type { DeskSubscription, DeskTransaction, MemberRecord } from '@/lib/schemas/desk-members';
import type { StaffRole } from '@/lib/schemas/member-type';
import { formatNzDate, SUPPORTER_LABELS } from '@/lib/desk/member-labels';
import { MemberCards } from './MemberCards';
import { MemberComments } from './MemberComments';
import { MemberComplimentary } from './MemberComplimentary';
import { MemberNewsletters } from './MemberNewsletters';
import { MemberSubscriptions } from './MemberSubscriptions';
import { MemberTransactions } from './MemberTransactions';
import styles from './MemberRecord.module.css';

/**
 * Where the desk's actions plug in (refund, pause, cancel, resend a receipt, a complimentary
 * membership, a role): each a render prop, so this layout does not change when they do. Nothing
 * is drawn for an action that is not given.
 */
export interface MemberRecordActions {
  /** Beside one transaction (e.g. Refund, Resend receipt). */
  transaction?: (tx: DeskTransaction) => ReactNode;
  /** Beside one subscription (e.g. Pause, Cancel). */
  subscription?: (sub: DeskSubscription) => ReactNode;
  /** For the member as a whole, in the profile (e.g. Role). */
  member?: ReactNode;
  /** Under the member's complimentary memberships (give one, revoke one). */
  complimentary?: ReactNode;
}

interface MemberRecordPageProps {
  record: MemberRecord;
  role: StaffRole;
  actions?: MemberRecordActions;
}

/** /desk/members/{uid}: one member's profile, money, newsletters, comments and complimentary membership, read-only. */
export function MemberRecordPage({ record, role, actions }: MemberRecordPageProps) {
  const { member } = record;
  return (
    <DeskLayout title={member.name ?? member.email ?? 'Member'} role={role}>
      <p className={styles.back}>
        <Link href="/desk/members">← All members</Link>
      </p>
      <div className={styles.record}>
        <section aria-labelledby="member-profile" className={styles.section}>
          <h2 id="member-profile">Profile</h2>
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{member.name ?? '—'}</dd>
            <dt>Email</dt>
            <dd>{member.email ?? '—'}</dd>
            <dt>Supporter</dt>
            <dd>{SUPPORTER_LABELS[member.supporter]}</dd>
            <dt>Account</dt>
            <dd>{member.type}</dd>
            <dt>Signed up</dt>
            <dd>{formatNzDate(member.createdAt)}</dd>
            <dt>Member id</dt>
            <dd>
              <code>{member.uid}</code>
            </dd>
          </dl>
          {actions?.member ? <div className={styles.memberActions}>{actions.member}</div> : null}
        </section>
        <MemberTransactions transactions={record.transactions} actions={actions?.transaction} />
        <MemberSubscriptions subscriptions={record.subscriptions} actions={actions?.subscription} />
        <MemberCards cards={record.cards} />
        <MemberNewsletters newsletters={record.newsletters} />
        <MemberComments comments={record.comments} />
        <MemberComplimentary memberships={record.complimentary}>{actions?.complimentary}</MemberComplimentary>
      </div>
    </DeskLayout>
  );
}
