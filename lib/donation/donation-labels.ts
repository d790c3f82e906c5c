import { displayDate } from '@/lib/dates/nz-time';
import { type DonationInterval, formatDonationAmount } from './donation-amounts';

/** How often, as the interval tabs and summaries name it. */
export const INTERVAL_LABELS: Record<DonationInterval, string> = { month: 'Monthly', year: 'Yearly', 'one-off': 'One-off' };

/** What follows an amount in a preset's label and the custom amount's hint ("$10 a month"). */
export const PER_INTERVAL: Record<DonationInterval, string> = { month: ' a month', year: ' a year', 'one-off': '' };

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
