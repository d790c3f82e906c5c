import type { Receipt } from '@/lib/schemas/payments';
import styles from './ReceiptView.module.css';

const INTERVALS: Record<Receipt['billingInterval'], string> = { ONE_OFF: 'One-off', MONTHLY: 'Monthly', YEARLY: 'Yearly' };

function RefundLine({ amount, date }: { amount: string; date: string }) {
  return (
    <>
      <dt>Refunded</dt>
      <dd>
        {amount} on {date}
      </dd>
    </>
  );
}

/** A printable receipt: everything comes from the receipt call, formatted on the server. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  return (
    <article className={styles.receipt} aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">
        {receipt.siteName}: receipt for {receipt.amount} {receipt.currency}
      </h2>
      <dl className={styles.details}>
        <dt>Received from</dt>
        <dd>{[receipt.memberName, receipt.memberEmail].filter(Boolean).join(', ') || '—'}</dd>
        <dt>Amount</dt>
        <dd>
          {receipt.amount} {receipt.currency}
        </dd>
        <dt>Date</dt>
        <dd>{receipt.date}</dd>
        {receipt.refunds.map((refund, index) => (
          <RefundLine key={index} amount={refund.amount} date={refund.date} />
        ))}
        {receipt.refunds.length > 0 ? (
          <>
            <dt>Amount after refunds</dt>
            <dd>
              {receipt.netAmount} {receipt.currency}
            </dd>
          </>
        ) : null}
        <dt>For</dt>
        <dd>{receipt.description}</dd>
        <dt>Interval</dt>
        <dd>{INTERVALS[receipt.billingInterval]}</dd>
        <dt>Card</dt>
        <dd>{receipt.card ? `${receipt.card.brand} ending ${receipt.card.last4}` : '—'}</dd>
        <dt>Transaction</dt>
        <dd>
          <code>{receipt.txId}</code>
        </dd>
      </dl>
      <button type="button" className={styles.print} onClick={() => window.print()}>
        Print receipt
      </button>
    </article>
  );
}
