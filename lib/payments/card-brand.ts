// Providers name card networks in lower case ('visa', 'amex'); a receipt prints the networks' own names.
const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  american_express: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** "Visa", "American Express"; an unknown network with its first letter capitalised. */
export function cardBrandName(brand: string): string {
  const known = BRAND_NAMES[brand.toLowerCase()];
  if (known) return known;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
}

/** "Visa ending 4242". */
export const cardLabel = (card: { brand: string; last4: string }) => `${cardBrandName(card.brand)} ending ${card.last4}`;
