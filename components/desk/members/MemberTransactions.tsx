import type { ReactNode } from 'react';
import type { DeskTransaction } from '@/lib/schemas/desk-members';
import { formatDeskTime } from '@/lib/desk/desk-time';
import { formatMoney, formatNzDate, placementLabel } from '@/lib/desk/member-labels';
import styles from './MemberRecord.module.css';

const STATUS_LABELS: Record<DeskTransaction['status'], string> = { pending: 'Pending', requires_action: 'Awaiting 3-D Secure', succeeded: 'Paid', failed: 'Failed', refunded: 'Refunded' };
const INTERVAL_LABELS: Record<DeskTransaction['billingInterval'], string> = { ONE_OFF: 'One-off', MONTHLY: 'Monthly', YEARLY: 'Yearly' };

interface MemberTransactionsProps {
  transactions: DeskTransaction[];
  actions?: (tx: DeskTransaction) => ReactNode;
}

/** Every charge, newest first, with what was refunded of it and the member's receipt link. */
export function MemberTransactions({ transactions, actions }: MemberTransactionsProps) {
  return (
    <section aria-labelledby="member-transactions" className={styles.section}>
      <h2 id="member-transactions">Transactions</h2>
      {transactions.length === 0 ? (
        <p className={styles.empty}>No transactions.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Date (NZ)</th>
                <th scope="col">Amount</th>
                <th scope="col">Refunded</th>
                <th scope="col">Status</th>
                <th scope="col">Kind</th>
                <th scope="col">Placement</th>
                <th scope="col">Receipt</th>
                {actions ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {transactions.map((tx) => (
                <tr key={tx.txId}>
                  <td data-label="Date (NZ)">{formatDeskTime(tx.createdAt)}</td>
                  <td data-label="Amount" className={styles.money}>
                    {formatMoney(tx.amount)}
                  </td>
                  <td data-label="Refunded" className={styles.money}>
                    {tx.refundedAmount ? formatMoney(tx.refundedAmount) : '—'}
                    {tx.refunds.length ? (
                      <ul className={styles.refunds}>
                        {tx.refunds.map((refund) => (
                          <li key={refund.refundId}>
                            {formatMoney(refund.amount)} {refund.status === 'succeeded' ? '' : `(${refund.status}) `}on {formatNzDate(refund.createdAt)}
                            {refund.by ? ` by ${refund.by}` : ''}
                            {refund.reason ? `: ${refund.reason}` : ''}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                  <td data-label="Status">
                    {STATUS_LABELS[tx.status]}
                    {tx.failureCode ? <span className={styles.detail}> ({tx.failureCode})</span> : null}
                  </td>
                  <td data-label="Kind">
                    {INTERVAL_LABELS[tx.billingInterval]}
                    <span className={styles.detail}> {tx.provider}</span>
                  </td>
                  <td data-label="Placement">{placementLabel(tx.placement)}</td>
                  <td data-label="Receipt">
                    {/* The member's own page (only they can open it): the link to send them. */}
                    {tx.receiptPath ? <code title="The member's receipt link">{tx.receiptPath}</code> : '—'}
                  </td>
                  {actions ? <td data-label="Actions">{actions(tx)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
