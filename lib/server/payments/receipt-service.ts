import type { Receipt } from '@/lib/schemas/payments';
import { displayDate } from '@/lib/dates/nz-time';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { fullName } from '../members/member-store';
import { findMemberByUid } from '../members/member-store';
import { formatNzd } from '../receipts/money-format';
import { receiptTax } from '../receipts/receipt-document';
import { type TaxIdentity, taxIdentity } from '../receipts/tax-identity';
import { findPaymentMethodById } from './payment-method-store';
import { findOwnTransaction, listSucceededRefunds, type TransactionRow } from './transaction-store';

export { formatNzd };

/** What a receipt needs: the database, the site's name and its tax settings (a plain receipt without them). */
export interface ReceiptDeps {
  db: Db;
  siteName: string;
  tax?: TaxIdentity;
}

const nzTime = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', hour: 'numeric', minute: '2-digit', hour12: true });

/** "22 November 2026, 9:30 am NZ time". */
export const receiptDate = (at: Date) => `${displayDate(at)}, ${nzTime.format(at)} NZ time`;

/** Money was taken: a payment refunded in part or in full still has its receipt, showing the refunds. */
export const hasReceipt = (tx: Pick<TransactionRow, 'status'>) => tx.status === 'succeeded' || tx.status === 'refunded';

/** The receipt of a payment that has one, whoever asks (the member, or staff resending it). */
export async function receiptOf(deps: ReceiptDeps, tx: TransactionRow, fallbackEmail: string | null = null): Promise<Receipt> {
  const [member, card, refunds] = await Promise.all([
    findMemberByUid(deps.db, tx.memberUid),
    tx.paymentMethodId ? findPaymentMethodById(deps.db, tx.paymentMethodId) : undefined,
    listSucceededRefunds(deps.db, tx.id),
  ]);
  const netAmountCents = tx.amount - tx.refundedAmount;
  const memberName = member?.name ?? fullName(member?.firstName, member?.lastName);
  const memberEmail = member?.email ?? fallbackEmail;
  const date = receiptDate(tx.createdAt);
  const cardFacts = card ? { brand: card.brand, last4: card.last4 } : null;
  const tax = receiptTax(deps.tax ?? taxIdentity({}, deps.siteName), {
    txId: tx.id,
    amountCents: tx.amount,
    date,
    description: tx.description,
    billingInterval: tx.billingInterval,
    card: cardFacts,
    memberName,
    memberEmail,
    refunds: refunds.map((refund) => ({ amountCents: refund.amount, createdAt: refund.createdAt })),
  });
  return {
    siteName: deps.siteName,
    txId: tx.id,
    memberName,
    memberEmail,
    amountCents: tx.amount,
    amount: formatNzd(tx.amount),
    currency: 'NZD',
    date,
    description: tx.description,
    billingInterval: tx.billingInterval,
    paymentType: tx.paymentType,
    card: cardFacts,
    refunds: refunds.map((refund) => ({ amountCents: refund.amount, amount: formatNzd(refund.amount), date: displayDate(refund.createdAt) })),
    netAmount: formatNzd(netAmountCents),
    netAmountCents,
    kind: tax.kind,
    gst: tax.gst,
    nameNeeded: tax.nameNeeded,
    document: tax.document,
  };
}

/** The caller's own payment that has a receipt; anything else (another member's, a failed one) is a 404. */
export async function ownReceiptTransaction(db: Db, caller: Caller, txId: string): Promise<TransactionRow> {
  const tx = await findOwnTransaction(db, caller.uid, txId);
  if (!tx || !hasReceipt(tx)) throw notFound('Receipt');
  return tx;
}

/** The receipt of one of the caller's payments; anything else (another member's, a failed one) is a 404. */
export async function getReceipt(deps: ReceiptDeps, caller: Caller, txId: string): Promise<Receipt> {
  return receiptOf(deps, await ownReceiptTransaction(deps.db, caller, txId), caller.email);
}
