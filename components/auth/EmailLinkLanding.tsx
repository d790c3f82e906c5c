import Link from 'next/link';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { firebaseErrorCode, NOT_A_VALID_SIGN_IN_LINK } from '@/lib/auth/auth-messages';
import { completeEmailLinkSignIn, isValidSignInLink, rememberedSignInEmail, sendSignInLink } from '@/lib/auth/email-link';
import { ensureMember } from '@/lib/auth/ensure-member';
import { clientAuth } from '@/lib/auth/firebase-client';
import { ActionButton } from './ActionButton';
import { ActionMessage } from './ActionMessage';
import styles from './AuthForm.module.css';
import { fieldValue, submittedForm } from './form-values';
import { TextField } from './TextField';
import { useAuthAction } from './useAuthAction';

const USED_UP = new Set(['auth/invalid-action-code', 'auth/expired-action-code']);

const subscribeToNothing = () => () => {};
// The link is this page's own address, known only in the browser (null while rendering on the server).
const linkIsValid = () => isValidSignInLink(clientAuth(), window.location.href);

/**
 * Where an emailed sign-in link lands. Signing in waits for the reader to press the button: mail
 * scanners open links too, and must not use this one up.
 */
export function EmailLinkLanding({ next = '/', onSignedIn }: { next?: string; onSignedIn: () => Promise<unknown> }) {
  const { reloadMember } = useAuth();
  const { state, run, busy } = useAuthAction();
  const valid = useSyncExternalStore(subscribeToNothing, linkIsValid, () => null);
  const remembered = useSyncExternalStore(subscribeToNothing, rememberedSignInEmail, () => '');
  const [usedUp, setUsedUp] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  if (valid === null) return <p className={styles.note}>Checking your link…</p>;
  if (!valid) {
    return (
      <>
        <ActionMessage state={{ kind: 'failed', message: NOT_A_VALID_SIGN_IN_LINK }} />
        <p>
          <Link href="/sign-in">Sign in another way</Link>
        </p>
      </>
    );
  }

  const signIn = (form: HTMLFormElement) =>
    run('sign-in', async () => {
      const auth = clientAuth();
      let user;
      try {
        user = await completeEmailLinkSignIn(auth, fieldValue(form, 'email'), window.location.href);
      } catch (error) {
        setUsedUp(USED_UP.has(firebaseErrorCode(error)));
        throw error;
      }
      await ensureMember(user);
      await reloadMember();
      await onSignedIn();
    });

  const sendNewLink = () => {
    const email = formRef.current ? fieldValue(formRef.current, 'email').trim() : '';
    void run('resend', async () => {
      await sendSignInLink(clientAuth(), email, window.location.origin, next);
      setUsedUp(false);
      return `We've sent a new link to ${email}.`;
    });
  };

  return (
    <>
      <p className={styles.note}>Check the email address this link was sent to, then sign in.</p>
      <ActionMessage state={state} />
      <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void signIn(submittedForm(event))}>
        <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={remembered} />
        <div className={styles.actions}>
          <ActionButton type="submit" busy={busy === 'sign-in'} busyLabel="Signing in…" disabled={busy !== null}>
            Sign in
          </ActionButton>
          {usedUp ? (
            <ActionButton variant="secondary" busy={busy === 'resend'} busyLabel="Sending…" disabled={busy !== null} onClick={sendNewLink}>
              Send a new link
            </ActionButton>
          ) : null}
        </div>
      </form>
    </>
  );
}
