import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import type { StaffOverview } from '@/lib/schemas/desk-staff';
import type { StaffRole } from '@/lib/schemas/member-type';
import { PendingInviteList } from './PendingInviteList';
import { StaffInviteForm } from './StaffInviteForm';
import { StaffMemberRow } from './StaffMemberRow';
import { useStaffDirectory } from './useStaffDirectory';
import styles from './StaffPage.module.css';

interface StaffPageProps {
  initial: StaffOverview;
  viewer: { uid: string; role: StaffRole };
}

/** /desk/staff: who is on the staff and in which role, pending invites, and a form to invite. */
export function StaffPage({ initial, viewer }: StaffPageProps) {
  const directory = useStaffDirectory(initial);
  const { overview, notice, busy } = directory;
  return (
    <DeskLayout title="Staff" role={viewer.role}>
      <div className={styles.page}>
        <p className={notice?.kind === 'failed' ? styles.noticeFailed : styles.notice} role="status" aria-live="polite">
          {notice?.text ?? ''}
        </p>

        <section aria-labelledby="staff-invite-heading">
          <h2 id="staff-invite-heading">Invite to the staff</h2>
          <p className={styles.hint}>
            Someone who already has an account gets the role at once. Anyone else gets it the first time they sign in with this email, once the
            email is verified.
          </p>
          <StaffInviteForm busy={busy} onInvite={directory.invite} />
        </section>

        <section aria-labelledby="staff-list-heading">
          <h2 id="staff-list-heading">Staff</h2>
          {overview.staff.length === 0 ? (
            <p className={styles.empty}>Nobody is on the staff yet.</p>
          ) : (
            <ul className={styles.list}>
              {overview.staff.map((member) => (
                <StaffMemberRow
                  key={`${member.uid}:${member.role}`}
                  member={member}
                  isYou={member.uid === viewer.uid}
                  busy={busy}
                  onSave={(role) => directory.changeRole(member.uid, member.name ?? member.email ?? 'The member', role)}
                />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="staff-invites-heading">
          <h2 id="staff-invites-heading">Pending invites</h2>
          <PendingInviteList invites={overview.invites} busy={busy} onCancel={directory.cancelInvite} />
        </section>
      </div>
    </DeskLayout>
  );
}
