import { AuthFlowError } from '@/lib/auth/auth-messages';
import { updateAuthEmail } from '@/lib/auth/email-password';
import { ActionButton } from './ActionButton';
import { ActionMessage } from './ActionMessage';
import styles from './AuthForm.module.css';
import { currentFirebaseUser } from './firebase-user';
import { fieldValue, submittedForm } from './form-values';
import { TextField } from './TextField';
import { useAuthAction } from './useAuthAction';

/** The email changes only once the reader opens the link Firebase sends to the new address. */
export function ChangeEmailForm() {
  const { state, run, busy } = useAuthAction();

  const change = (form: HTMLFormElement) =>
    run('change', async () => {
      const email = fieldValue(form, 'email').trim();
      if (!(await updateAuthEmail(currentFirebaseUser(), email, window.location.origin))) throw new AuthFlowError('Enter a valid email address.');
      form.reset();
      return `We've sent a link to ${email}. Your email changes when you open it.`;
    });

  return (
    <section className={styles.section}>
      <h2 id="email-heading">Change email</h2>
      <ActionMessage state={state} />
      <form className={styles.form} aria-labelledby="email-heading" noValidate onSubmit={(event) => void change(submittedForm(event))}>
        <TextField label="New email" name="email" type="email" autoComplete="email" />
        <div className={styles.actions}>
          <ActionButton type="submit" busy={busy === 'change'} busyLabel="Sending link…" disabled={busy !== null}>
            Change email
          </ActionButton>
        </div>
      </form>
    </section>
  );
}
