import { periodLabel, periodUnitOf } from '@/lib/payments/period-units';
import type { Receipt } from '@/lib/schemas/payments';

/** The receipt page's address for a payment. */
export const receiptUrl = (siteUrl: string, txId: string) => new URL(`/receipt/${encodeURIComponent(txId)}`, siteUrl).href;

/** A receipt's lines as label and value, as the member's receipt page shows them, refunds included. */
export function receiptLines(receipt: Receipt): [string, string][] {
  const lines: [string, string][] = [
    ['Received from', [receipt.memberName, receipt.memberEmail].filter(Boolean).join(', ') || '—'],
    ['Amount', `${receipt.amount} ${receipt.currency}`],
    ['Date', receipt.date],
    ['For', receipt.description],
    ['Interval', periodLabel(periodUnitOf(receipt.billingInterval))],
    ['Card', receipt.card ? `${receipt.card.brand} ending ${receipt.card.last4}` : '—'],
    ['Transaction', receipt.txId],
  ];
  for (const refund of receipt.refunds) lines.push(['Refunded', `${refund.amount} on ${refund.date}`]);
  if (receipt.refunds.length > 0) lines.push(['Amount after refunds', `${receipt.netAmount} ${receipt.currency}`]);
  return lines;
}

export const greeting = (receipt: Pick<Receipt, 'memberName'>) => `Kia ora${receipt.memberName ? ` ${receipt.memberName}` : ''},`;
