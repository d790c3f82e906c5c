import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { sendVerificationEmail } from '@/lib/auth/email-password';
import { clientAuth } from '@/lib/auth/firebase-client';
import { ActionButton } from './ActionButton';
import { ActionMessage } from './ActionMessage';
import styles from './AuthForm.module.css';
import { currentFirebaseUser } from './firebase-user';
import { withNext } from './next-path';
import { isSignedIn } from '@/lib/auth/reader-name';
import { useAuthAction } from './useAuthAction';

/** Whether the signed-in user's email is confirmed, fresh from Firebase (null until known). */
export function useEmailVerified(uid: string): boolean | null {
  const [verified, setVerified] = useState<{ uid: string; value: boolean } | null>(null);
  useEffect(() => {
    const user = clientAuth().currentUser;
    if (!user || user.uid !== uid) return;
    let live = true;
    // The link may have been opened in another tab: ask Firebase, not the copy this page started with.
    void user
      .reload()
      .catch(() => undefined)
      .then(() => live && setVerified({ uid, value: user.emailVerified }));
    return () => {
      live = false;
    };
  }, [uid]);
  return verified?.uid === uid ? verified.value : null;
}

function VerifyEmailStatus({ uid, email, next }: { uid: string; email: string; next: string }) {
  const verified = useEmailVerified(uid);
  const { state, run, busy } = useAuthAction();

  const sendAgain = () =>
    void run('send', async () => {
      await sendVerificationEmail(currentFirebaseUser(), window.location.origin);
      return `We've sent the link again to ${email}.`;
    });

  return (
    <>
      {verified === null ? <p className={styles.note}>Checking your email…</p> : null}
      {verified === true ? <p>Your email {email} is confirmed.</p> : null}
      {verified === false ? (
        <>
          <p>We&apos;ve sent a link to {email}. Open it to confirm your email.</p>
          <ActionMessage state={state} />
          <p className={styles.actions}>
            <ActionButton variant="secondary" busy={busy === 'send'} busyLabel="Sending…" disabled={busy !== null} onClick={sendAgain}>
              Send the link again
            </ActionButton>
          </p>
        </>
      ) : null}
      <p>
        <Link href={next}>Continue reading</Link>
      </p>
    </>
  );
}

export function VerifyEmailPanel({ next }: { next: string }) {
  const { status, user } = useAuth();
  if (status === 'authenticating') return <p className={styles.note}>Checking your account…</p>;
  if (!isSignedIn(user)) {
    return (
      <>
        <p>Sign in to confirm your email.</p>
        <p>
          <Link href={withNext('/sign-in', withNext('/verify-email', next))}>Sign in</Link>
        </p>
      </>
    );
  }
  return <VerifyEmailStatus uid={user.uid} email={user.email ?? 'your email'} next={next} />;
}
