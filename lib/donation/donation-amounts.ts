import { type PeriodUnit, periodUnitOf } from '@/lib/payments/period-units';
import type { BillingInterval } from '@/lib/schemas/payments';
import { assertNever } from './donation-steps';
import { formatDonationAmount } from './format-donation-amount';

export { formatDonationAmount };

/** SPEC §9 "Interval types: month, year, one-off"; the donation state's default is monthly. */
export type DonationInterval = 'month' | 'year' | 'one-off';
export const DONATION_INTERVALS: readonly DonationInterval[] = ['month', 'year', 'one-off'];


/** DESIGN §4: integer cents, $2 to $10,000. */
export const MIN_DONATION_CENTS = 200;
export const MAX_DONATION_CENTS = 1_000_000;

/** DESIGN §5: the amounts offered for each interval, in cents, and the one chosen at first. */
export const DONATION_PRESETS: Record<DonationInterval, { amounts: readonly number[]; preselected: number }> = {
  month: { amounts: [500, 1000, 2000, 5000], preselected: 1000 },
  year: { amounts: [5000, 10000, 20000], preselected: 10000 },
  'one-off': { amounts: [1000, 2500, 5000, 10000], preselected: 2500 },
};

export function toBillingInterval(interval: DonationInterval): BillingInterval {
  switch (interval) {
    case 'month':
      return 'MONTHLY';
    case 'year':
      return 'YEARLY';
    case 'one-off':
      return 'ONE_OFF';
    default:
      return assertNever(interval);
  }
}

/** The period one payment covers (SPEC §4 period unit): how the words for an interval are found. */
export const donationPeriodUnit = (interval: DonationInterval): PeriodUnit => periodUnitOf(toBillingInterval(interval));

export function fromBillingInterval(interval: BillingInterval): DonationInterval {
  switch (interval) {
    case 'MONTHLY':
      return 'month';
    case 'YEARLY':
      return 'year';
    case 'ONE_OFF':
      return 'one-off';
    default:
      return assertNever(interval);
  }
}

export type CustomAmountResult = { ok: true; cents: number } | { ok: false; message: string };

/**
 * A custom amount as the donor typed it, in dollars ("12.50", "$1,000", "25"). Refused in words a
 * donor can act on: not a number, more than two decimal places, or outside $2–$10,000.
 */
export function parseCustomAmount(input: string): CustomAmountResult {
  const text = input.trim().replace(/^\$/, '').replace(/,(?=\d{3}\b)/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    return { ok: false, message: text === '' ? 'Enter an amount in dollars.' : 'Enter an amount in dollars and cents, like 12.50.' };
  }
  const [dollars = '0', fraction = ''] = text.split('.');
  const cents = Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents < MIN_DONATION_CENTS) return { ok: false, message: `The smallest amount is ${formatDonationAmount(MIN_DONATION_CENTS)}.` };
  if (cents > MAX_DONATION_CENTS) return { ok: false, message: `The largest amount is ${formatDonationAmount(MAX_DONATION_CENTS)}.` };
  return { ok: true, cents };
}

/**
 * SPEC §9 and DESIGN §5: the cart (begin-checkout) event reports a monthly amount as a year of it,
 * amount × 12 with quantity 12; other intervals as they are, quantity 1. Values in NZD dollars.
 */
export function cartEventValue(cents: number, interval: DonationInterval): { value: number; price: number; quantity: number; currency: 'NZD' } {
  const quantity = interval === 'month' ? 12 : 1;
  return { value: (cents * quantity) / 100, price: cents / 100, quantity, currency: 'NZD' };
}
