import { AuthFlowError } from '@/lib/auth/auth-messages';
import { updateAuthPassword } from '@/lib/auth/email-password';
import { ActionButton } from './ActionButton';
import { ActionMessage } from './ActionMessage';
import styles from './AuthForm.module.css';
import { currentFirebaseUser } from './firebase-user';
import { fieldValue, submittedForm } from './form-values';
import { TextField } from './TextField';
import { useAuthAction } from './useAuthAction';

export function ChangePasswordForm() {
  const { state, run, busy } = useAuthAction();

  const change = (form: HTMLFormElement) =>
    run('change', async () => {
      if (!(await updateAuthPassword(currentFirebaseUser(), fieldValue(form, 'password')))) {
        throw new AuthFlowError('Choose a password of at least 8 characters.');
      }
      form.reset();
      return 'Your password has been changed.';
    });

  return (
    <section className={styles.section}>
      <h2 id="password-heading">Change password</h2>
      <ActionMessage state={state} />
      <form className={styles.form} aria-labelledby="password-heading" noValidate onSubmit={(event) => void change(submittedForm(event))}>
        <TextField label="New password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters." />
        <div className={styles.actions}>
          <ActionButton type="submit" busy={busy === 'change'} busyLabel="Changing…" disabled={busy !== null}>
            Change password
          </ActionButton>
        </div>
      </form>
    </section>
  );
}
