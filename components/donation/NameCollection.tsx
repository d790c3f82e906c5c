import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/auth/TextField';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';
import { updateMember } from '@/lib/api/members';
import { DONATION_PROBLEMS } from '@/lib/donation/donation-error-messages';
import styles from './Donation.module.css';
import { useDonationTask } from './useDonationTask';

/** NAME_COLLECTION (enhanced signup): the name on receipts and emails, saved to the member. */
export function NameCollection() {
  const { state, dispatch } = useDonationContext();
  const { reloadMember } = useAuth();
  const { loading, run } = useDonationTask();
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const firstName = String(form.get('firstName') ?? '').trim();
    const lastName = String(form.get('lastName') ?? '').trim();
    if (!firstName) {
      setProblem(DONATION_PROBLEMS.firstNameMissing);
      return;
    }
    setProblem('');
    void run('Saving the donor name failed', async () => {
      await updateMember({ firstName, lastName: lastName || null });
      await reloadMember();
      dispatch({ type: 'NAME_SAVED', firstName, lastName });
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <TextField label="First name" name="firstName" type="text" autoComplete="given-name" defaultValue={state.firstName} />
      <TextField label="Last name" name="lastName" type="text" autoComplete="family-name" defaultValue={state.lastName} hint="Optional." />
      <button type="submit" className={styles.primary} disabled={loading}>
        {loading ? 'Saving…' : 'Continue'}
      </button>
    </form>
  );
}
