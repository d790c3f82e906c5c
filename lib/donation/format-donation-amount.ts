// Apart from donation-amounts.ts so that the article page's donation banner, which only labels two
// amounts, does not load the donation flow's presets, parsing and interval rules (decision 202).
// Written without Intl, as groupDigits is: the banner is in every story's first load (decision 334).
import { groupDigits } from '@/lib/numbers/group-digits';

/** SPEC §9: amounts are cents, divided by 100 for labels; whole dollars show no cents ($25, $12.50). */
export function formatDonationAmount(cents: number): string {
  const size = Math.abs(Math.round(cents));
  const rest = size % 100;
  return `${cents < 0 ? '-' : ''}$${groupDigits(Math.floor(size / 100))}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
