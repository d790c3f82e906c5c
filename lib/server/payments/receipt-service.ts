import type { Receipt } from '@/lib/schemas/payments';
import { displayDate } from '@/lib/dates/nz-time';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { fullName } from '../members/member-service';
import { findMemberByUid } from '../members/member-store';
import { findPaymentMethodById } from './payment-method-store';
import { findOwnTransaction } from './transaction-store';

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** "$25.00" from 2500 cents. */
export const formatNzd = (cents: number) => nzd.format(cents / 100);

const nzTime = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', hour: 'numeric', minute: '2-digit', hour12: true });

/** The receipt of one of the caller's successful charges; anything else (another member's, a failed one) is a 404. */
export async function getReceipt(deps: { db: Db; siteName: string }, caller: Caller, txId: string): Promise<Receipt> {
  const tx = await findOwnTransaction(deps.db, caller.uid, txId);
  if (!tx || tx.status !== 'succeeded') throw notFound('Receipt');
  const [member, card] = await Promise.all([findMemberByUid(deps.db, caller.uid), tx.paymentMethodId ? findPaymentMethodById(deps.db, tx.paymentMethodId) : undefined]);
  return {
    siteName: deps.siteName,
    txId: tx.id,
    memberName: member?.name ?? fullName(member?.firstName, member?.lastName),
    memberEmail: member?.email ?? caller.email,
    amountCents: tx.amount,
    amount: formatNzd(tx.amount),
    currency: 'NZD',
    date: `${displayDate(tx.createdAt)}, ${nzTime.format(tx.createdAt)} NZ time`,
    description: tx.description,
    billingInterval: tx.billingInterval,
    paymentType: tx.paymentType,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}
