import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect } from 'react';
import { StatementView } from '@/components/payments/StatementView';
import docStyles from '@/components/payments/TaxDocument.module.css';
import { useAuth } from '@/hooks/useAuth';
import { isSignedIn } from '@/lib/auth/reader-name';
import { periodName, type StatementPeriod, statementPath } from '@/lib/dates/statement-periods';
import { site } from '@/lib/site';
import { useProfileResource } from './useProfileResource';

/** A statement for a tax year or calendar year, for its member only; a visitor signs in and comes back to it. */
export function StatementPage({ period }: { period: StatementPeriod }) {
  const { status, user } = useAuth();
  const router = useRouter();
  const signedIn = isSignedIn(user);
  const here = statementPath(period);

  useEffect(() => {
    if (status === 'resolved' && !signedIn) void router.replace(`/sign-in?next=${encodeURIComponent(here)}`);
  }, [status, signedIn, router, here]);

  if (!signedIn) {
    return (
      <>
        <h1 className={docStyles.pageHeading}>Statement for {periodName(period)}</h1>
        <p role="status">{status === 'authenticating' ? 'Loading your statement…' : 'Taking you to sign in…'}</p>
      </>
    );
  }
  return <LoadedStatement period={period} />;
}

function LoadedStatement({ period }: { period: StatementPeriod }) {
  const load = useCallback(async () => (await import('@/lib/api/payments')).getStatement({ period: period.kind, year: period.year }), [period.kind, period.year]);
  const { resource } = useProfileResource(load, 'the statement');
  const back = (
    <p>
      <Link href="/profile/statements">All your statements</Link>
    </p>
  );
  if (resource.kind !== 'ready') {
    return (
      <>
        <h1 className={docStyles.pageHeading}>Statement for {periodName(period)}</h1>
        {resource.kind === 'loading' ? (
          <p role="status">Loading your statement…</p>
        ) : (
          <p role="alert" className={docStyles.error}>
            Your statement could not be loaded. Please try again later.
          </p>
        )}
        {back}
      </>
    );
  }
  return (
    <>
      <StatementView statement={resource.value} siteName={site.name} />
      <div className={docStyles.actions}>{back}</div>
    </>
  );
}
