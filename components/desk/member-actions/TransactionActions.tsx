import { useState } from 'react';
import type { DeskTransaction } from '@/lib/schemas/desk-members';
import type { RefundAnswer } from '@/lib/schemas/desk-refunds';
import { formatMoney } from '@/lib/desk/member-labels';
import styles from './RefundActions.module.css';
import { RefundDialog, remainingOf } from './RefundDialog';
import { ResendReceiptButton } from './ResendReceiptButton';

interface TransactionActionsProps {
  transaction: DeskTransaction;
  /** After a refund: reload the member's record so its totals and refunds show it. */
  onChanged?: (answer: RefundAnswer) => void;
}

/**
 * What an administrator can do with one of a member's payments: refund it (in part or in full)
 * and resend its receipt. For the member page's `actions.transaction` slot.
 */
export function TransactionActions({ transaction, onChanged }: TransactionActionsProps) {
  const [open, setOpen] = useState(false);
  const taken = transaction.status === 'succeeded' || transaction.status === 'refunded';
  if (!taken) return null;
  const label = `${formatMoney(transaction.amount)} ${transaction.description}`;
  return (
    <div className={styles.actions}>
      {transaction.status === 'succeeded' && remainingOf(transaction) > 0 ? (
        <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`Refund ${label}`}>
          Refund…
        </button>
      ) : null}
      <ResendReceiptButton txId={transaction.txId} label={label} />
      {open ? <RefundDialog transaction={transaction} onClose={() => setOpen(false)} onRefunded={(answer) => onChanged?.(answer)} /> : null}
    </div>
  );
}
