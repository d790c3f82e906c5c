import { verifyPasswordResetCode } from 'firebase/auth';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { resetPassword } from '@/lib/auth/email-password';
import { clientAuth } from '@/lib/auth/firebase-client';
import { ActionButton } from './ActionButton';
import { ActionMessage } from './ActionMessage';
import styles from './AuthForm.module.css';
import { fieldValue, submittedForm } from './form-values';
import { TextField } from './TextField';
import { useAuthAction } from './useAuthAction';

/** The password reset link's page: checks the code, then takes the new password. */
export function ResetPasswordForm({ code }: { code: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const { state, run, fail, busy } = useAuthAction();

  useEffect(() => {
    verifyPasswordResetCode(clientAuth(), code).then(setEmail, fail);
  }, [code, fail]);

  if (state.kind === 'succeeded') {
    return (
      <>
        <ActionMessage state={state} />
        <p>
          <Link href="/sign-in">Sign in</Link>
        </p>
      </>
    );
  }
  if (email === null) {
    return state.kind === 'failed' ? (
      <>
        <ActionMessage state={state} />
        <p>
          <Link href="/forgot-password">Ask for a new link</Link> or go <Link href="/">Home</Link>.
        </p>
      </>
    ) : (
      <p className={styles.note}>Checking your link…</p>
    );
  }

  const save = (form: HTMLFormElement) =>
    run('save', async () => {
      await resetPassword(clientAuth(), code, fieldValue(form, 'password'));
      return 'Your password has been changed.';
    });

  return (
    <>
      <p className={styles.note}>Choose a new password for {email}.</p>
      <ActionMessage state={state} />
      <form className={styles.form} noValidate onSubmit={(event) => void save(submittedForm(event))}>
        <TextField label="New password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters." />
        <div className={styles.actions}>
          <ActionButton type="submit" busy={busy === 'save'} busyLabel="Saving…" disabled={busy !== null}>
            Save new password
          </ActionButton>
        </div>
      </form>
    </>
  );
}
