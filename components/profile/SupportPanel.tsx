import Link from 'next/link';
import { listTransactions } from '@/lib/api/payments';
import { formatDonationAmount } from '@/lib/donation/donation-amounts';
import { givingTotals } from '@/lib/profile/giving-totals';
import styles from './Profile.module.css';
import { useProfileResource } from './useProfileResource';

/** 'Your support': what the member gave this year and ever, and the way to their yearly statements. */
export function SupportPanel() {
  const { resource } = useProfileResource(listTransactions, 'the giving totals');
  return (
    <section className={styles.panel} aria-labelledby="support-heading">
      <h2 id="support-heading">Your support</h2>
      {resource.kind === 'loading' ? <p role="status">Adding up your support…</p> : null}
      {resource.kind === 'failed' ? (
        <p role="alert" className={styles.error}>
          Your support could not be added up. Please try again later.
        </p>
      ) : null}
      {resource.kind === 'ready' ? <Totals totals={givingTotals(resource.value, new Date())} /> : null}
    </section>
  );
}

function Totals({ totals }: { totals: ReturnType<typeof givingTotals> }) {
  if (totals.allTime === 0) return <p>You have not given yet. When you do, your totals and yearly statements appear here.</p>;
  return (
    <>
      <dl className={styles.details}>
        <dt>This year</dt>
        <dd className={styles.amount}>{formatDonationAmount(totals.thisYear)} NZD</dd>
        <dt>All time</dt>
        <dd className={styles.amount}>{formatDonationAmount(totals.allTime)} NZD</dd>
      </dl>
      <p>
        <Link href="/profile/statements">Your yearly statements</Link>: a statement for each tax year and calendar year you gave in, to view, print or download as a PDF.
      </p>
    </>
  );
}
