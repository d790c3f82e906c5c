import Link from 'next/link';
import { firebaseErrorCode } from '@/lib/auth/auth-messages';
import { sendPasswordReset } from '@/lib/auth/email-password';
import { clientAuth } from '@/lib/auth/firebase-client';
import { ActionButton } from './ActionButton';
import { ActionMessage } from './ActionMessage';
import styles from './AuthForm.module.css';
import { fieldValue, submittedForm } from './form-values';
import { TextField } from './TextField';
import { useAuthAction } from './useAuthAction';

/** Sends a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const { state, run, busy } = useAuthAction();

  const send = (form: HTMLFormElement) =>
    run('send', async () => {
      const email = fieldValue(form, 'email').trim();
      try {
        await sendPasswordReset(clientAuth(), email, window.location.origin);
      } catch (error) {
        // Saying "no such account" would tell anyone which emails have one.
        if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
      }
      return `If there is an account for ${email}, we've sent a link to reset its password.`;
    });

  return (
    <>
      <p className={styles.note}>Enter the email you sign in with and we&apos;ll send you a link to choose a new password.</p>
      <ActionMessage state={state} />
      <form className={styles.form} noValidate onSubmit={(event) => void send(submittedForm(event))}>
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <div className={styles.actions}>
          <ActionButton type="submit" busy={busy === 'send'} busyLabel="Sending…" disabled={busy !== null}>
            Send reset link
          </ActionButton>
          <Link href="/sign-in">Back to sign in</Link>
        </div>
      </form>
    </>
  );
}
