import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskTransaction } from '@/lib/schemas/desk-members';
import type { RefundAnswer } from '@/lib/schemas/desk-refunds';
import { formatMoney } from '@/lib/desk/member-labels';
import { trapTab } from './focus-trap';
import styles from './RefundActions.module.css';
import { dollarFieldText, parseRefundAmount } from './refund-amount';

export type RefundableTransaction = Pick<DeskTransaction, 'txId' | 'amount' | 'refundedAmount' | 'description' | 'refunds'>;

/** What may still be refunded: the amount less refunds that succeeded or are still being confirmed. */
export const remainingOf = (tx: RefundableTransaction) => tx.amount - tx.refundedAmount - tx.refunds.filter((refund) => refund.status === 'pending').reduce((sum, refund) => sum + refund.amount, 0);

/** A server answer that means nothing happened, so the next try is a new refund with a new key. */
const settledRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'REFUND_IN_PROGRESS';

interface RefundDialogProps {
  transaction: RefundableTransaction;
  onClose: () => void;
  onRefunded: (answer: RefundAnswer) => void;
}

/**
 * The refund form, as a modal dialog: amount (what is left, in dollars) and reason. Its key is
 * made when it opens, so a double click or a retry after a lost answer refunds once.
 */
export function RefundDialog({ transaction, onClose, onRefunded }: RefundDialogProps) {
  const remaining = remainingOf(transaction);
  const [amount, setAmount] = useState(() => dollarFieldText(remaining));
  const [reason, setReason] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState<RefundAnswer | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { heading: useId(), amount: useId(), amountHint: useId(), reason: useId() };

  useEffect(() => {
    // Focus goes back to the button that opened the dialog when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) {
      trapTab(event, dialog.current);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseRefundAmount(amount, remaining, formatMoney);
    if (!parsed.ok) return setError(parsed.message);
    if (!reason.trim()) return setError('Say why this payment is refunded: the member’s record and the audit log keep it.');
    setBusy(true);
    setError('');
    try {
      const answer = await deskCall<RefundAnswer>('POST', `/transactions/${encodeURIComponent(transaction.txId)}/refund`, {
        body: { amount: parsed.cents, reason: reason.trim(), idempotencyKey },
      });
      setDone(answer);
      onRefunded(answer);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The refund could not be made. Please try again.');
      if (settledRefusal(caught)) setIdempotencyKey(crypto.randomUUID());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.backdrop}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={ids.heading} className={styles.dialog} onKeyDown={onKeyDown}>
        <h2 id={ids.heading} ref={heading} tabIndex={-1}>
          Refund {formatMoney(transaction.amount)} payment
        </h2>
        <p className={styles.summary}>
          {transaction.description}. {transaction.refundedAmount > 0 ? `${formatMoney(transaction.refundedAmount)} refunded already; ` : ''}
          {formatMoney(remaining)} can be refunded.
        </p>
        <p role="status" aria-live="polite" className={styles.notice}>
          {done ? `Refunded ${formatMoney(done.refund.amount)}. The member has been emailed.` : ''}
        </p>
        <p role="alert" className={styles.noticeFailed}>
          {error}
        </p>
        {done ? (
          <div className={styles.buttons}>
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <div className={styles.field}>
              <label htmlFor={ids.amount}>Amount to refund (NZD)</label>
              <input
                id={ids.amount}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                aria-describedby={ids.amountHint}
                disabled={busy}
              />
              <p id={ids.amountHint} className={styles.hint}>
                In dollars; at most {formatMoney(remaining)}.
              </p>
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.reason}>Reason</label>
              <input id={ids.reason} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} disabled={busy} />
            </div>
            <div className={styles.buttons}>
              <button type="button" onClick={onClose} disabled={busy}>
                Cancel
              </button>
              <button type="submit" className={styles.danger} disabled={busy}>
                {busy ? 'Refunding…' : 'Refund'}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
