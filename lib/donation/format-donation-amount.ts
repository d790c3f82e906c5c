// Apart from donation-amounts.ts so that the article page's donation banner, which only labels two
// amounts, does not load the donation flow's presets, parsing and interval rules (decision 202).

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
const nzdWhole = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });

/** SPEC §9: amounts are cents, divided by 100 for labels; whole dollars show no cents ($25, $12.50). */
export function formatDonationAmount(cents: number): string {
  return (cents % 100 === 0 ? nzdWhole : nzd).format(cents / 100);
}
