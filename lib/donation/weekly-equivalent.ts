import { centsPerWeek, perPeriod, type RecurringPeriodUnit } from '@/lib/payments/period-units';
import { type DonationInterval, donationPeriodUnit, formatDonationAmount } from './donation-amounts';

/**
 * A recurring amount in words with what it comes to each week, rounded to the cent:
 * "$20 a month works out as $4.62 a week" (20 × 12 ÷ 52), from the period units (SPEC §4).
 */
export function weeklyEquivalent(cents: number, interval: Exclude<DonationInterval, 'one-off'>): string {
  const unit = donationPeriodUnit(interval) as RecurringPeriodUnit;
  return `${formatDonationAmount(cents)} ${perPeriod(unit)} works out as ${formatDonationAmount(centsPerWeek(cents, unit))} ${perPeriod('WEEK')}`;
}
