import { type FormEvent, useId, useRef, useState } from 'react';
import { isValidEmail } from '@/lib/schemas/credentials';
import { STAFF_ROLES, type StaffRole } from '@/lib/schemas/member-type';
import { ROLE_LABELS } from './staff-labels';
import styles from './StaffPage.module.css';

interface StaffInviteFormProps {
  busy: boolean;
  onInvite: (email: string, role: StaffRole) => Promise<boolean>;
}

/** An email and a role: a member with the email gets the role now, anyone else at their first sign-in. */
export function StaffInviteForm({ busy, onInvite }: StaffInviteFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('contributor');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const ids = { email: useId(), role: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setFieldError(address ? 'Enter a whole email address, like name@example.nz.' : 'Enter the email address to invite.');
      emailInput.current?.focus();
      return;
    }
    setFieldError(null);
    if (await onInvite(address.toLowerCase(), role)) setEmail('');
  };

  return (
    <form className={styles.inviteForm} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={ids.email}>Email</label>
        <input
          ref={emailInput}
          id={ids.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? ids.error : undefined}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.role}>Role</label>
        <select id={ids.role} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {STAFF_ROLES.map((choice) => (
            <option key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy}>
        Invite
      </button>
      {/* Below the row, so the fields stay lined up when it shows. */}
      {fieldError ? (
        <p id={ids.error} className={styles.fieldError}>
          {fieldError}
        </p>
      ) : null}
    </form>
  );
}
