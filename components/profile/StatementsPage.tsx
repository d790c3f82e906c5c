import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { isSignedIn } from '@/lib/auth/reader-name';
import styles from './Profile.module.css';
import { StatementsList } from './StatementsList';

const HERE = '/profile/statements';

/** The member's yearly statements; a visitor signs in and comes back here. */
export function StatementsPage() {
  const { status, user } = useAuth();
  const router = useRouter();
  const signedIn = isSignedIn(user);

  useEffect(() => {
    if (status === 'resolved' && !signedIn) void router.replace(`/sign-in?next=${encodeURIComponent(HERE)}`);
  }, [status, signedIn, router]);

  if (!signedIn) return <p role="status">{status === 'authenticating' ? 'Loading your statements…' : 'Taking you to sign in…'}</p>;
  return (
    <div className={styles.panel}>
      <p>
        A statement lists the gifts you made in a year, what was refunded and what you gave in all. Use the tax-year statement (1 April to 31 March) with Inland
        Revenue.
      </p>
      <StatementsList />
      <p>
        <Link href="/profile?tab=totals">Back to your profile</Link>
      </p>
    </div>
  );
}
