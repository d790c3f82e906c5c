import type { PendingStaffInvite } from '@/lib/schemas/desk-staff';
import { formatInvitedAt, ROLE_LABELS } from './staff-labels';
import styles from './StaffPage.module.css';

interface PendingInviteListProps {
  invites: PendingStaffInvite[];
  busy: boolean;
  onCancel: (email: string) => Promise<boolean>;
}

/** Invites nobody has used yet: each waits for its email's first verified sign-in. */
export function PendingInviteList({ invites, busy, onCancel }: PendingInviteListProps) {
  if (invites.length === 0) return <p className={styles.empty}>No pending invites.</p>;
  return (
    <ul className={styles.list}>
      {invites.map((invite) => (
        <li key={invite.email} className={styles.row}>
          <div className={styles.who}>
            <span className={styles.name}>{invite.email}</span>
            <span className={styles.email}>
              {ROLE_LABELS[invite.role]} · invited {formatInvitedAt(invite.invitedAt)}
              {invite.invitedBy ? ` by ${invite.invitedBy}` : ''}
            </span>
          </div>
          <button type="button" onClick={() => void onCancel(invite.email)} disabled={busy} aria-label={`Cancel the invite for ${invite.email}`}>
            Cancel invite
          </button>
        </li>
      ))}
    </ul>
  );
}
