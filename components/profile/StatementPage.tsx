import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { isSignedIn, readerName } from '@/lib/auth/reader-name';
import { useAuth } from '@/hooks/useAuth';
import { StatementPanel } from './StatementPanel';

/** The yearly statement, for its member only; a visitor signs in and comes back to it. */
export function StatementPage({ year }: { year: number }) {
  const { status, user, member } = useAuth();
  const router = useRouter();
  const signedIn = isSignedIn(user);
  const here = `/profile/statement/${year}`;

  useEffect(() => {
    if (status === 'resolved' && !signedIn) void router.replace(`/sign-in?next=${encodeURIComponent(here)}`);
  }, [status, signedIn, router, here]);

  if (!isSignedIn(user)) return <p role="status">{status === 'authenticating' ? 'Loading your statement…' : 'Taking you to sign in…'}</p>;
  return (
    <>
      <StatementPanel year={year} name={readerName(user, member) || user.email || 'you'} />
      <p>
        <Link href="/profile?tab=totals">Back to your profile</Link>
      </p>
    </>
  );
}
