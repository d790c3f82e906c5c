import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/auth/TextField';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';
import { getMemberType } from '@/lib/api/members';
import { DONATION_PROBLEMS } from '@/lib/donation/donation-error-messages';
import { isValidEmail } from '@/lib/schemas/credentials';
import styles from './Donation.module.css';
import { useDonationTask } from './useDonationTask';

/** A visitor's first sign-in is anonymous (DESIGN §5), so the payment belongs to a Firebase user from the start. */
async function signInAnonymouslyOnce(signedIn: boolean): Promise<void> {
  if (signedIn) return;
  const [{ signInAnonymously }, { clientAuth }] = await Promise.all([import('firebase/auth'), import('@/lib/auth/firebase-client')]);
  await signInAnonymously(clientAuth());
}

/** ANON_SUBSCRIPTION: a visitor's email and name, for the receipt; a member's email asks them to sign in. */
export function AnonSubscription() {
  const { state, dispatch } = useDonationContext();
  const { user } = useAuth();
  const { loading, run } = useDonationTask();
  const [problems, setProblems] = useState<string[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const firstName = String(form.get('firstName') ?? '').trim();
    const lastName = String(form.get('lastName') ?? '').trim();
    const found = [...(isValidEmail(email) ? [] : [DONATION_PROBLEMS.emailInvalid]), ...(firstName ? [] : [DONATION_PROBLEMS.firstNameMissing])];
    setProblems(found);
    if (found.length) return;
    void run('Checking the donor email failed', async () => {
      const { type } = await getMemberType(email);
      const belongsToMember = type !== null;
      if (!belongsToMember) await signInAnonymouslyOnce(Boolean(user));
      dispatch({ type: 'DONOR_IDENTIFIED', email, firstName, lastName, belongsToMember });
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={problems.length ? 'anon-problems' : undefined}>
      {problems.length ? (
        <ul id="anon-problems" role="alert" className={styles.error}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={state.email} hint="Your receipt goes here." />
      <TextField label="First name" name="firstName" type="text" autoComplete="given-name" defaultValue={state.firstName} />
      <TextField label="Last name" name="lastName" type="text" autoComplete="family-name" defaultValue={state.lastName} hint="Optional." />
      <button type="submit" className={styles.primary} disabled={loading}>
        {loading ? 'Checking…' : 'Continue to payment'}
      </button>
    </form>
  );
}
