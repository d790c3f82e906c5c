import { type FormEvent, useId, useState } from 'react';
import { ROLE_CHOICES, ROLE_LABELS, type RoleChoice } from '@/components/desk/staff/staff-labels';
import { changeStaffRole } from '@/lib/api/desk-staff';
import { useMemberAction } from './useMemberAction';
import styles from './MemberActions.module.css';

interface MemberRoleFormProps {
  memberUid: string;
  /** The member's type now (a staff role, `standard`, or `moderator`). */
  type: string;
}

const isRoleChoice = (type: string): type is RoleChoice => (ROLE_CHOICES as readonly string[]).includes(type);

/** The staff page's role choice, for this member: changed only when Save is pressed (the change is audited). */
export function MemberRoleForm({ memberUid, type }: MemberRoleFormProps) {
  const { busy, error, notice, run } = useMemberAction();
  const [role, setRole] = useState<RoleChoice>(isRoleChoice(type) ? type : 'standard');
  const ids = { select: useId(), error: useId() };

  if (!isRoleChoice(type)) return <p className={styles.quiet}>A {type}: their role is changed with npm run member:role.</p>;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      await changeStaffRole(memberUid, role);
      return role === 'standard' ? 'They are no longer on the staff.' : `Their role is now ${ROLE_LABELS[role]}.`;
    });
  };

  return (
    <form onSubmit={save} className={styles.grant} aria-describedby={error ? ids.error : undefined}>
      <label htmlFor={ids.select} className={styles.field}>
        <span>Role</span>
        <select id={ids.select} value={role} onChange={(event) => setRole(event.target.value as RoleChoice)} disabled={busy}>
          {ROLE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={busy || role === type}>
        {busy ? 'Saving…' : 'Save the role'}
      </button>
      <p id={ids.error} className={styles.error} role="alert">
        {error ?? ''}
      </p>
      <p className={styles.notice} role="status" aria-live="polite">
        {notice}
      </p>
    </form>
  );
}
