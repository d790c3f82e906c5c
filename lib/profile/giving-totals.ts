import type { Transaction } from '@/lib/schemas/payments';
import { isoInNz } from '@/lib/dates/nz-time';

/** The New Zealand calendar year a payment falls in (a payment at 11pm on 31 December UTC is January's in NZ). */
export const nzYear = (date: Date | string): number => Number(isoInNz(date).slice(0, 4));

/** Only money that was taken and kept counts: pending, failed and fully refunded payments are not giving. */
const given = (transactions: readonly Transaction[]) => transactions.filter((tx) => tx.status === 'succeeded' && tx.amount > tx.refundedAmount);

/** What a payment gave: its amount less what was refunded. */
const kept = (tx: Transaction) => tx.amount - tx.refundedAmount;

export interface GivingTotals {
  thisYear: number;
  allTime: number;
  /** Years with at least one payment, newest first: each has a statement. */
  years: number[];
}

/** 'Your support': cents given in this NZ year and ever, from the member's transactions. */
export function givingTotals(transactions: readonly Transaction[], now: Date): GivingTotals {
  const paid = given(transactions);
  const year = nzYear(now);
  const sum = (list: readonly Transaction[]) => list.reduce((total, tx) => total + kept(tx), 0);
  return {
    thisYear: sum(paid.filter((tx) => nzYear(tx.createdAt) === year)),
    allTime: sum(paid),
    years: [...new Set(paid.map((tx) => nzYear(tx.createdAt)))].sort((a, b) => b - a),
  };
}
