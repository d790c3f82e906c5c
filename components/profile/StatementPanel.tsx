import { listTransactions } from '@/lib/api/payments';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import { formatDonationAmount } from '@/lib/donation/donation-amounts';
import { yearStatement } from '@/lib/profile/giving-totals';
import styles from './Profile.module.css';
import { useProfileResource } from './useProfileResource';

/** A year's statement of giving: each payment (NZ dates) and the total, to print with the browser. */
export function StatementPanel({ year, name }: { year: number; name: string }) {
  const { resource } = useProfileResource(listTransactions, 'the statement');
  if (resource.kind === 'loading') return <p role="status">Loading your statement…</p>;
  if (resource.kind === 'failed') {
    return (
      <p role="alert" className={styles.error}>
        Your statement could not be loaded. Please try again later.
      </p>
    );
  }
  const { payments, total } = yearStatement(resource.value, year);
  return (
    <div className={styles.panel}>
      <p>
        Payments from {name} in {year} (1 January to 31 December, New Zealand time).
      </p>
      {payments.length === 0 ? (
        <p>There were no payments in {year}.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((tx) => (
              <tr key={tx.txId}>
                <td>
                  <time dateTime={isoInNz(tx.createdAt)}>{displayDate(tx.createdAt)}</time>
                </td>
                <td>{tx.refundedAmount > 0 ? `${tx.description} (${formatDonationAmount(tx.amount)}, ${formatDonationAmount(tx.refundedAmount)} refunded)` : tx.description}</td>
                <td className={styles.amount}>{formatDonationAmount(tx.amount - tx.refundedAmount)} NZD</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total for {year}
              </th>
              <td className={styles.amount}>{formatDonationAmount(total)} NZD</td>
            </tr>
          </tfoot>
        </table>
      )}
      <p className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.print()}>
          Print statement
        </button>
      </p>
    </div>
  );
}
