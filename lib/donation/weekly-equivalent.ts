import { type DonationInterval, formatDonationAmount } from './donation-amounts';

const WEEKS_A_YEAR = 52;
const PER_YEAR: Record<Exclude<DonationInterval, 'one-off'>, number> = { month: 12, year: 1 };
const WORDS: Record<Exclude<DonationInterval, 'one-off'>, string> = { month: 'a month', year: 'a year' };

/**
 * A recurring amount in words with what it comes to each week, rounded to the cent:
 * "$20 a month works out as $4.62 a week" (20 × 12 ÷ 52). Weeks are 52 to the year, as
 * people reckon them.
 */
export function weeklyEquivalent(cents: number, interval: Exclude<DonationInterval, 'one-off'>): string {
  const weekly = Math.round((cents * PER_YEAR[interval]) / WEEKS_A_YEAR);
  return `${formatDonationAmount(cents)} ${WORDS[interval]} works out as ${formatDonationAmount(weekly)} a week`;
}
