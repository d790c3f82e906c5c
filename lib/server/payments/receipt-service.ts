import type { Receipt } from '@/lib/schemas/payments';
import { displayDate } from '@/lib/dates/nz-time';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { fullName } from '../members/member-service';
import { findMemberByUid } from '../members/member-store';
import { findPaymentMethodById } from './payment-method-store';
import { findOwnTransaction, listSucceededRefunds, type TransactionRow } from './transaction-store';

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** "$25.00" from 2500 cents. */
export const formatNzd = (cents: number) => nzd.format(cents / 100);

const nzTime = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', hour: 'numeric', minute: '2-digit', hour12: true });

/** Money was taken: a payment refunded in part or in full still has its receipt, showing the refunds. */
export const hasReceipt = (tx: Pick<TransactionRow, 'status'>) => tx.status === 'succeeded' || tx.status === 'refunded';

/** The receipt of a payment that has one, whoever asks (the member, or staff resending it). */
export async function receiptOf(deps: { db: Db; siteName: string }, tx: TransactionRow, fallbackEmail: string | null = null): Promise<Receipt> {
  const [member, card, refunds] = await Promise.all([
    findMemberByUid(deps.db, tx.memberUid),
    tx.paymentMethodId ? findPaymentMethodById(deps.db, tx.paymentMethodId) : undefined,
    listSucceededRefunds(deps.db, tx.id),
  ]);
  const netAmountCents = tx.amount - tx.refundedAmount;
  return {
    siteName: deps.siteName,
    txId: tx.id,
    memberName: member?.name ?? fullName(member?.firstName, member?.lastName),
    memberEmail: member?.email ?? fallbackEmail,
    amountCents: tx.amount,
    amount: formatNzd(tx.amount),
    currency: 'NZD',
    date: `${displayDate(tx.createdAt)}, ${nzTime.format(tx.createdAt)} NZ time`,
    description: tx.description,
    billingInterval: tx.billingInterval,
    paymentType: tx.paymentType,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    refunds: refunds.map((refund) => ({ amountCents: refund.amount, amount: formatNzd(refund.amount), date: displayDate(refund.createdAt) })),
    netAmount: formatNzd(netAmountCents),
    netAmountCents,
  };
}

/** The receipt of one of the caller's payments; anything else (another member's, a failed one) is a 404. */
export async function getReceipt(deps: { db: Db; siteName: string }, caller: Caller, txId: string): Promise<Receipt> {
  const tx = await findOwnTransaction(deps.db, caller.uid, txId);
  if (!tx || !hasReceipt(tx)) throw notFound('Receipt');
  return receiptOf(deps, tx, caller.email);
}
