import { useAuth } from '@/hooks/useAuth';
import { updateMember } from '@/lib/api/members';
import { AuthFlowError } from '@/lib/auth/auth-messages';
import { displayNameOf } from '@/lib/auth/email-password';
import { ensureMember } from '@/lib/auth/ensure-member';
import type { Member } from '@/lib/schemas/member';
import { ActionButton } from './ActionButton';
import { ActionMessage } from './ActionMessage';
import styles from './AuthForm.module.css';
import { currentFirebaseUser } from './firebase-user';
import { fieldValue, submittedForm } from './form-values';
import { TextField } from './TextField';
import { useAuthAction } from './useAuthAction';

export function AccountNameForm({ member }: { member: Member | null }) {
  const { reloadMember } = useAuth();
  const { state, run, busy } = useAuthAction();

  const save = (form: HTMLFormElement) =>
    run('save', async () => {
      const names = { firstName: fieldValue(form, 'firstName').trim(), lastName: fieldValue(form, 'lastName').trim() };
      if (!names.firstName && !names.lastName) throw new AuthFlowError('Enter your first name, last name or both.');
      // A reader with no member row yet (SPEC §4 allows it) gets one with these names.
      if (member) await updateMember({ firstName: names.firstName || null, lastName: names.lastName || null, name: displayNameOf(names) });
      else await ensureMember(currentFirebaseUser(), names);
      await reloadMember();
      return 'Saved.';
    });

  return (
    <section className={styles.section}>
      <h2 id="name-heading">Your name</h2>
      <ActionMessage state={state} />
      <form className={styles.form} aria-labelledby="name-heading" noValidate onSubmit={(event) => void save(submittedForm(event))}>
        <TextField label="First name" name="firstName" type="text" autoComplete="given-name" defaultValue={member?.firstName ?? ''} />
        <TextField label="Last name" name="lastName" type="text" autoComplete="family-name" defaultValue={member?.lastName ?? ''} />
        <div className={styles.actions}>
          <ActionButton type="submit" busy={busy === 'save'} busyLabel="Saving…" disabled={busy !== null}>
            Save name
          </ActionButton>
        </div>
      </form>
    </section>
  );
}
