import Link from 'next/link';
import { useState } from 'react';
import { listTransactions } from '@/lib/api/payments';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import { formatDonationAmount } from '@/lib/donation/donation-amounts';
import type { Transaction } from '@/lib/schemas/payments';
import styles from './Profile.module.css';
import { useProfileResource } from './useProfileResource';

export const TRANSACTIONS_PER_PAGE = 10;

const STATUS_WORDS: Record<Transaction['status'], string> = { pending: 'Pending', requires_action: 'Waiting for your bank', succeeded: 'Paid', failed: 'Failed', refunded: 'Refunded' };

/** "Paid", or how much of it came back: "Refunded $25 of $50" for part, "Refunded" for all of it. */
function statusOf(tx: Transaction): string {
  if (tx.status === 'succeeded' && tx.refundedAmount > 0) return `Partly refunded: ${formatDonationAmount(tx.refundedAmount)} back`;
  return STATUS_WORDS[tx.status];
}

function TransactionRows({ transactions }: { transactions: Transaction[] }) {
  const [page, setPage] = useState(0);
  const pages = Math.ceil(transactions.length / TRANSACTIONS_PER_PAGE);
  const shown = transactions.slice(page * TRANSACTIONS_PER_PAGE, (page + 1) * TRANSACTIONS_PER_PAGE);
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.note}>Newest first. Dates are New Zealand time.</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
            <th scope="col">Description</th>
            <th scope="col">Status</th>
            <th scope="col">Receipt</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((tx) => (
            <tr key={tx.txId}>
              <td>
                <time dateTime={isoInNz(tx.createdAt)}>{displayDate(tx.createdAt)}</time>
              </td>
              <td className={styles.amount}>{formatDonationAmount(tx.amount)} NZD</td>
              <td>{tx.description}</td>
              <td>{statusOf(tx)}</td>
              <td>
                {tx.status === 'succeeded' || tx.status === 'refunded' ? (
                  <Link href={`/receipt/${encodeURIComponent(tx.txId)}`} aria-label={`Receipt for ${formatDonationAmount(tx.amount)} on ${displayDate(tx.createdAt)}`}>
                    Receipt
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav aria-label="Transaction pages" className={styles.actions}>
          <button type="button" className={styles.button} disabled={page === 0} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <button type="button" className={styles.button} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </nav>
      ) : null}
    </>
  );
}

/** Every payment the member made, newest first, ten to a page, each with its receipt. */
export function TransactionsPanel() {
  const { resource } = useProfileResource(listTransactions, 'the transactions');
  return (
    <section className={styles.panel} aria-labelledby="transactions-heading">
      <h2 id="transactions-heading">Your transactions</h2>
      {resource.kind === 'loading' ? <p role="status">Loading your transactions…</p> : null}
      {resource.kind === 'failed' ? (
        <p role="alert" className={styles.error}>
          Your transactions could not be loaded. Please try again later.
        </p>
      ) : null}
      {resource.kind === 'ready' && resource.value.length === 0 ? <p>You have not made any payments yet.</p> : null}
      {resource.kind === 'ready' && resource.value.length > 0 ? <TransactionRows transactions={resource.value} /> : null}
    </section>
  );
}
