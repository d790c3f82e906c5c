import type { User } from 'firebase/auth';
import Link from 'next/link';
import { useState } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { upgradeAnonymousUser } from '@/lib/auth/anonymous-upgrade';
import { ACCOUNT_NOT_LINKED, AuthFlowError, CREDENTIALS_NOT_VALID } from '@/lib/auth/auth-messages';
import { createEmailAccount, type NewAccount } from '@/lib/auth/email-password';
import { ensureMember } from '@/lib/auth/ensure-member';
import { clientAuth } from '@/lib/auth/firebase-client';
import { signInWithSocial, type SocialProvider } from '@/lib/auth/social-sign-in';
import { ActionButton } from './ActionButton';
import { ActionMessage } from './ActionMessage';
import styles from './AuthForm.module.css';
import { fieldValue, submittedForm } from './form-values';
import { withNext } from './next-path';
import { isSignedIn, readerName } from '@/lib/auth/reader-name';
import { type CredentialProblems, credentialProblems } from '@/lib/schemas/credentials';
import { SignedInNotice } from './SignedInNotice';
import { SocialButtons } from './SocialButtons';
import { TextField } from './TextField';
import { useAuthAction } from './useAuthAction';
import { useSocialRedirect } from './useSocialRedirect';

export const JOINED_EXISTING_ACCOUNT =
  "You already had an account with that email, so we've signed you in to it. What you did before signing in has been kept.";

/** Makes the account: an anonymous reader's own user is upgraded in place, so what they did stays theirs. */
async function createAccount(account: NewAccount): Promise<{ user: User; joinedExistingAccount: boolean }> {
  const auth = clientAuth();
  await auth.authStateReady(); // until then a returning anonymous user reads as nobody
  const current = auth.currentUser;
  if (current?.isAnonymous) {
    const upgraded = await upgradeAnonymousUser(auth, current, account);
    if (!upgraded) throw new AuthFlowError(ACCOUNT_NOT_LINKED);
    return upgraded;
  }
  const user = await createEmailAccount(auth, account, window.location.origin);
  await ensureMember(user, account);
  return { user, joinedExistingAccount: false };
}

/** A new account by email and password or with Google, Facebook or Apple; then the verify-email page. */
export function SignUpForm({ next, onCreated }: { next: string; onCreated: () => Promise<unknown> }) {
  const { user, member, reloadMember } = useAuth();
  const { state, run, fail, busy } = useAuthAction();
  const [joined, setJoined] = useState(false);
  const [problems, setProblems] = useState<CredentialProblems>({});

  const finish = async () => {
    await reloadMember();
    await onCreated();
  };
  useSocialRedirect(() => void run('redirect', finish), fail);

  if (joined) {
    return (
      <>
        <ActionMessage state={state} />
        <p>
          <Link href={next}>Continue reading</Link>
        </p>
      </>
    );
  }
  if (isSignedIn(user) && state.kind === 'idle') return <SignedInNotice name={readerName(user, member)} next={next} />;

  const signUp = (form: HTMLFormElement) =>
    run('create', async () => {
      const account: NewAccount = {
        firstName: fieldValue(form, 'firstName'),
        lastName: fieldValue(form, 'lastName'),
        email: fieldValue(form, 'email'),
        password: fieldValue(form, 'password'),
      };
      // SPEC §5's message stays the form's; each field says what is wrong with it.
      const found = credentialProblems(account.email, account.password);
      setProblems(found);
      if (found.email || found.password) {
        form.querySelector<HTMLInputElement>(`[name="${found.email ? 'email' : 'password'}"]`)?.focus();
        throw new AuthFlowError(CREDENTIALS_NOT_VALID);
      }
      const { joinedExistingAccount } = await createAccount(account);
      if (!joinedExistingAccount) return finish();
      await reloadMember();
      setJoined(true);
      return JOINED_EXISTING_ACCOUNT;
    });

  const social = (provider: SocialProvider) =>
    void run(provider, async () => {
      if (await signInWithSocial(clientAuth(), provider, 'sign-up', 'popup')) await finish();
    });

  return (
    <>
      <ActionMessage state={state} />
      <form className={styles.form} noValidate onSubmit={(event) => void signUp(submittedForm(event))}>
        <TextField label="First name" name="firstName" type="text" autoComplete="given-name" />
        <TextField label="Last name" name="lastName" type="text" autoComplete="family-name" />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={problems.email} />
        <TextField label="Password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters." error={problems.password} />
        <div className={styles.actions}>
          <ActionButton type="submit" busy={busy === 'create'} busyLabel="Creating account…" disabled={busy !== null}>
            Create account
          </ActionButton>
        </div>
      </form>
      <p className={styles.divider}>or</p>
      <SocialButtons busy={busy} onChoose={social} />
      <p className={styles.footer}>
        Already have an account? <Link href={withNext('/sign-in', next)}>Sign in instead</Link>
      </p>
    </>
  );
}
