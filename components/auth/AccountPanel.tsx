import Link from 'next/link';
import { useAuth } from '@/hooks/useAuth';
import { AccountNameForm } from './AccountNameForm';
import styles from './AuthForm.module.css';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { isSignedIn, readerName } from '@/lib/auth/reader-name';

export function AccountPanel() {
  const { status, user, member } = useAuth();
  if (status === 'authenticating') return <p className={styles.note}>Loading your account…</p>;
  if (!isSignedIn(user)) {
    return (
      <>
        <p>Sign in to see your account.</p>
        <p>
          <Link href="/sign-in?next=%2Faccount">Sign in</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <dl className={styles.details}>
        <dt>Name</dt>
        <dd>{readerName(user, member)}</dd>
        <dt>Email</dt>
        <dd>{user.email ?? member?.email ?? '—'}</dd>
      </dl>
      <AccountNameForm key={member?.uid ?? user.uid} member={member} />
      <ChangeEmailForm />
      <ChangePasswordForm />
    </>
  );
}
