import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/auth/TextField';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';
import { DONATION_PROBLEMS } from '@/lib/donation/donation-error-messages';
import { DonationInputError } from '@/lib/donation/donation-input-error';
import { isValidPassword } from '@/lib/schemas/credentials';
import styles from './Donation.module.css';
import { ReceiptLine } from './ReceiptLine';
import { useDonationTask } from './useDonationTask';

/**
 * CREATE_LOGIN and ACCOUNT_SETUP: the donor sets a password, which links their anonymous account to
 * their email (SPEC §4), so the gift and its receipt stay theirs. Skipping is allowed: the gift is made.
 */
export function CreateLogin() {
  const { state, dispatch } = useDonationContext();
  const { user, reloadMember } = useAuth();
  const { loading, run } = useDonationTask();
  const [problem, setProblem] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!isValidPassword(password)) {
      setProblem(DONATION_PROBLEMS.passwordTooShort);
      return;
    }
    setProblem('');
    void run('Setting the donor password failed', async () => {
      const [{ upgradeAnonymousUser }, { clientAuth }] = await Promise.all([import('@/lib/auth/anonymous-upgrade'), import('@/lib/auth/firebase-client')]);
      const auth = clientAuth();
      if (!auth.currentUser?.isAnonymous) throw new Error('The donor is not signed in anonymously');
      const upgraded = await upgradeAnonymousUser(auth, auth.currentUser, { email: state.email, password, firstName: state.firstName, lastName: state.lastName });
      // Already logged by the upgrade (SPEC §8); the donor is told, and may skip.
      if (!upgraded) throw new DonationInputError(DONATION_PROBLEMS.passwordNotSaved);
      await reloadMember();
      dispatch({ type: 'PASSWORD_SET' });
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ReceiptLine />
      <p className={styles.hint}>Your account is {state.email}.</p>
      <TextField label="Password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters." />
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={loading || !user}>
        {loading ? 'Saving…' : 'Save password'}
      </button>
      <button type="button" className={styles.secondary} disabled={loading} onClick={() => dispatch({ type: 'PASSWORD_SKIPPED' })}>
        Skip for now
      </button>
    </form>
  );
}
