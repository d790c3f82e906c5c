import { PageLink } from '@/components/navigation/PageLink';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { reportClientError } from '@/lib/api/report-client-error';
import { canModerate, isStaff } from '@/lib/staff/staff-permissions';
import styles from './AccountMenu.module.css';
import { returnPathFor } from './next-path';
import { isSignedIn, readerName } from '@/lib/auth/reader-name';

/** The header's account control: a same-sized blank while auth starts, then "Sign in" or the reader's name. */
export function AccountMenu() {
  const { status, user, member, signOut } = useAuth();
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);

  const leave = () => {
    setSigningOut(true);
    signOut()
      .catch((error: unknown) => reportClientError('Signing out failed', error))
      .finally(() => setSigningOut(false));
  };

  let content;
  if (status === 'authenticating') {
    content = <span className={styles.placeholder} aria-hidden="true" />;
  } else if (!isSignedIn(user)) {
    const next = returnPathFor(router.asPath, router.query.next);
    // None of these is prefetched: sign-in brings Firebase's UI code, and the account pages and the
    // desk their own, which a reader of this page may never open (decision 320).
    content = (
      <PageLink href={`/sign-in?next=${encodeURIComponent(next)}`} className={styles.signIn} prefetch={false}>
        Sign in
      </PageLink>
    );
  } else {
    content = (
      <>
        <span className={styles.name}>{readerName(user, member)}</span>
        <PageLink href="/account" className={styles.link} prefetch={false}>
          Your account
        </PageLink>
        {isStaff(member?.type) ? (
          <PageLink href="/desk" className={styles.link} prefetch={false}>
            Desk
          </PageLink>
        ) : null}
        {canModerate(member?.type) ? (
          <PageLink href="/moderation" className={styles.link} prefetch={false}>
            Moderation
          </PageLink>
        ) : null}
        <button type="button" className={styles.signOut} onClick={leave} disabled={signingOut}>
          Sign out
        </button>
      </>
    );
  }
  return (
    <nav aria-label="Account" className={styles.menu}>
      {content}
    </nav>
  );
}
