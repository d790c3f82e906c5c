import { AccountPanel } from '@/components/auth/AccountPanel';
import type { AuthUser } from '@/lib/auth/auth-client';
import { DeleteAccount } from './DeleteAccount';
import { DownloadMyData } from './DownloadMyData';
import { EmailStatus } from './EmailStatus';
import styles from './Profile.module.css';
import { SignOutEverywhere } from './SignOutEverywhere';

/** The account tab: name, email, password (the account page's forms), email confirmation, sessions, a copy of their data, deletion. */
export function AccountSection({ user, onSignedOut, onDeleted }: { user: AuthUser; onSignedOut: () => void; onDeleted: () => Promise<unknown> }) {
  return (
    <section className={styles.panel} aria-labelledby="account-heading">
      <h2 id="account-heading">Your account</h2>
      {user.email ? <EmailStatus uid={user.uid} email={user.email} /> : null}
      <AccountPanel />
      <SignOutEverywhere onSignedOut={onSignedOut} />
      <DownloadMyData />
      <DeleteAccount onDeleted={onDeleted} />
    </section>
  );
}
