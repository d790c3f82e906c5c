import { useId, useState } from 'react';
import type { StaffListEntry } from '@/lib/schemas/desk-staff';
import { ROLE_CHOICES, ROLE_LABELS, type RoleChoice } from './staff-labels';
import styles from './StaffPage.module.css';

interface StaffMemberRowProps {
  member: StaffListEntry;
  isYou: boolean;
  busy: boolean;
  onSave: (role: RoleChoice) => Promise<boolean>;
}

/** One staff member: who they are, and their role, changed only when Save is pressed. */
export function StaffMemberRow({ member, isYou, busy, onSave }: StaffMemberRowProps) {
  const [role, setRole] = useState<RoleChoice>(member.role);
  const selectId = useId();
  const who = member.name ?? member.email ?? 'This member';
  const changed = role !== member.role;

  const save = async () => {
    // Stepping down yourself ends your access to this page: asked once more.
    if (isYou && role !== 'administrator' && !window.confirm('You will no longer be an administrator and will lose access to this page. Continue?')) return;
    if (!(await onSave(role))) setRole(member.role);
  };

  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>
          {who}
          {isYou ? <span className={styles.you}> (you)</span> : null}
        </span>
        {member.email && member.name ? <span className={styles.email}>{member.email}</span> : null}
      </div>
      <div className={styles.roleControls}>
        <label htmlFor={selectId} className={styles.visuallyHidden}>
          Role for {who}
        </label>
        <select id={selectId} value={role} onChange={(event) => setRole(event.target.value as RoleChoice)} disabled={busy}>
          {ROLE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => void save()} disabled={busy || !changed} aria-label={`Save the role for ${who}`}>
          Save
        </button>
      </div>
    </li>
  );
}
