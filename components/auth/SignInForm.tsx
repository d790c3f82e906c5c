import type { User } from 'firebase/auth';
import Link from 'next/link';
import { useRef } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { sendSignInLink } from '@/lib/auth/email-link';
import { signInWithEmail } from '@/lib/auth/email-password';
import { ensureMember } from '@/lib/auth/ensure-member';
import { clientAuth } from '@/lib/auth/firebase-client';
import { signInWithSocial, type SocialProvider } from '@/lib/auth/social-sign-in';
import { ActionButton } from './ActionButton';
import { ActionMessage } from './ActionMessage';
import styles from './AuthForm.module.css';
import { fieldValue, submittedForm } from './form-values';
import { withNext } from './next-path';
import { isSignedIn, readerName } from '@/lib/auth/reader-name';
import { SignedInNotice } from './SignedInNotice';
import { SocialButtons } from './SocialButtons';
import { TextField } from './TextField';
import { useAuthAction } from './useAuthAction';
import { useSocialRedirect } from './useSocialRedirect';

interface SignInFormProps {
  /** Where the reader goes once signed in, also after opening an emailed link. */
  next: string;
  onSignedIn: () => Promise<unknown>;
  /** An email the page already knows (a donor's), filled in. */
  email?: string;
}

/** Email and password, an emailed link, or Google, Facebook or Apple; then on to `next`. */
export function SignInForm({ next, onSignedIn, email: knownEmail }: SignInFormProps) {
  const { user, member, reloadMember } = useAuth();
  const { state, run, fail, busy } = useAuthAction();
  const formRef = useRef<HTMLFormElement>(null);

  const finish = async (signedIn: User) => {
    await ensureMember(signedIn);
    await reloadMember();
    await onSignedIn();
  };
  useSocialRedirect((signedIn) => void run('redirect', () => finish(signedIn)), fail);

  // A step still running keeps its form on screen, even once the new user is known.
  if (isSignedIn(user) && state.kind === 'idle') return <SignedInNotice name={readerName(user, member)} next={next} />;

  const signIn = (form: HTMLFormElement) =>
    run('password', async () => finish(await signInWithEmail(clientAuth(), fieldValue(form, 'email'), fieldValue(form, 'password'))));

  const emailLink = () => {
    const email = formRef.current ? fieldValue(formRef.current, 'email').trim() : '';
    void run('link', async () => {
      await sendSignInLink(clientAuth(), email, window.location.origin, next);
      return `We've sent a sign-in link to ${email}. Open it on this device.`;
    });
  };

  const social = (provider: SocialProvider) =>
    void run(provider, async () => {
      const signedIn = await signInWithSocial(clientAuth(), provider, 'sign-in', 'popup');
      if (!signedIn) return; // the page is leaving for the provider
      await reloadMember();
      await onSignedIn();
    });

  return (
    <>
      <ActionMessage state={state} />
      <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void signIn(submittedForm(event))}>
        <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={knownEmail} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" />
        <div className={styles.actions}>
          <ActionButton type="submit" busy={busy === 'password'} busyLabel="Signing in…" disabled={busy !== null}>
            Sign in
          </ActionButton>
          <Link href="/forgot-password">Forgot your password?</Link>
        </div>
        <div className={styles.actions}>
          <ActionButton variant="secondary" busy={busy === 'link'} busyLabel="Sending link…" disabled={busy !== null} onClick={emailLink}>
            Email me a sign-in link
          </ActionButton>
        </div>
      </form>
      <p className={styles.divider}>or</p>
      <SocialButtons busy={busy} onChoose={social} />
      <p className={styles.footer}>
        New here? <Link href={withNext('/sign-up', next)}>Create an account</Link>
      </p>
    </>
  );
}
