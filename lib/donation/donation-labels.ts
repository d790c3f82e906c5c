import { displayDate } from '@/lib/dates/nz-time';
import { periodLabel, perPeriod } from '@/lib/payments/period-units';
import { type DonationInterval, donationPeriodUnit, formatDonationAmount } from './donation-amounts';

const byInterval = (words: (interval: DonationInterval) => string): Record<DonationInterval, string> => ({
  month: words('month'),
  year: words('year'),
  'one-off': words('one-off'),
});

/** How often, as the interval tabs and summaries name it ("Monthly"), from the period units (SPEC §4). */
export const INTERVAL_LABELS = byInterval((interval) => periodLabel(donationPeriodUnit(interval)));

/** What follows an amount in a preset's label and the custom amount's hint ("$10 a month"; nothing for one-off). */
export const PER_INTERVAL = byInterval((interval) => {
  const each = perPeriod(donationPeriodUnit(interval));
  return each ? ` ${each}` : '';
});

/** An amount and how often, as the summaries show it: "$12.50 monthly". */
export function amountWithInterval(cents: number, interval: DonationInterval): string {
  return `${formatDonationAmount(cents)} ${INTERVAL_LABELS[interval].toLowerCase()}`;
}

/** The payment's description, which the receipt and the provider's dashboard show. */
export function donationDescription(interval: DonationInterval, siteName: string): string {
  return `${INTERVAL_LABELS[interval]} donation to ${siteName}`;
}

/** The thank-you's message after a plan change: from when the new amount applies (no prorated charge). */
export function planChangedMessage(cents: number, interval: DonationInterval, effectiveFrom: string): string {
  return `From ${displayDate(effectiveFrom)} you will give ${amountWithInterval(cents, interval)}. Nothing is charged today.`;
}
