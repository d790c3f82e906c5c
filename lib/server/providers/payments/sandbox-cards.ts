import type { DeclineCode, ProviderCard } from './payment-provider';

/**
 * How a Stripe test card behaves when charged: null succeeds; `authenticate` asks for 3-D Secure on
 * every charge; `authenticate_on_session` asks while the cardholder pays on the site, not on renewals.
 */
export type Behaviour = DeclineCode | 'authenticate' | 'authenticate_on_session' | null;

interface TestCard {
  number: string;
  brand: string;
  behaviour: Behaviour;
}

// Stripe's published test numbers (docs.stripe.com/testing). Only these are accepted, so a real
// card can never be typed into the sandbox.
const TEST_CARDS: TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: null },
  { number: '4000056655665556', brand: 'visa', behaviour: null },
  { number: '5555555555554444', brand: 'mastercard', behaviour: null },
  { number: '2223003122003222', brand: 'mastercard', behaviour: null },
  { number: '5200828282828210', brand: 'mastercard', behaviour: null },
  { number: '5105105105105100', brand: 'mastercard', behaviour: null },
  { number: '378282246310005', brand: 'amex', behaviour: null },
  { number: '371449635398431', brand: 'amex', behaviour: null },
  { number: '6011111111111117', brand: 'discover', behaviour: null },
  { number: '3056930009020004', brand: 'diners', behaviour: null },
  { number: '3566002020360505', brand: 'jcb', behaviour: null },
  { number: '6200000000000005', brand: 'unionpay', behaviour: null },
  { number: '4000000000000002', brand: 'visa', behaviour: 'card_declined' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'insufficient_funds' },
  { number: '4000000000009987', brand: 'visa', behaviour: 'card_declined' },
  { number: '4000000000009979', brand: 'visa', behaviour: 'card_declined' },
  { number: '4000000000000069', brand: 'visa', behaviour: 'expired_card' },
  { number: '4000000000000127', brand: 'visa', behaviour: 'card_declined' },
  { number: '4000000000000119', brand: 'visa', behaviour: 'card_declined' },
  // Attaches to a customer, then every charge is declined: a renewal that fails (decision 232).
  { number: '4000000000000341', brand: 'visa', behaviour: 'card_declined' },
  // 3-D Secure (decision 230): always asks; asks on the site only (renewals go through).
  { number: '4000002760003184', brand: 'visa', behaviour: 'authenticate' },
  { number: '4000002500003155', brand: 'visa', behaviour: 'authenticate_on_session' },
];

/** Stripe's ready-made test payment methods, as its test mode accepts them. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
};

const last4 = (number: string) => number.slice(-4);
const TOKEN = /^pm_sbx_([a-z]+)_(\d{4})_(\d{1,2})_(\d{4})$/;

export function findTestCard(number: string): TestCard | undefined {
  const digits = number.replace(/\s+/g, '');
  return TEST_CARDS.find((card) => card.number === digits);
}

/** The token the sandbox card form answers: brand, last4 and expiry, like a Stripe pm_ id. */
export function sandboxToken(card: TestCard, expMonth: number, expYear: number): string {
  return `pm_sbx_${card.brand}_${last4(card.number)}_${expMonth}_${expYear}`;
}

/** The card behind a sandbox token or a Stripe test payment method id; undefined for anything else. */
export function cardFromToken(token: string, now: Date): ProviderCard | undefined {
  const testNumber = TEST_PAYMENT_METHODS[token];
  if (testNumber) {
    const card = findTestCard(testNumber);
    // Stripe gives its ready-made cards an expiry a few years ahead.
    return card && { providerPaymentMethodId: token, brand: card.brand, last4: last4(card.number), expMonth: 12, expYear: now.getUTCFullYear() + 3 };
  }
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, brand = '', digits = '', month = '', year = ''] = match;
  if (!TEST_CARDS.some((card) => card.brand === brand && last4(card.number) === digits)) return undefined;
  return { providerPaymentMethodId: token, brand, last4: digits, expMonth: Number(month), expYear: Number(year) };
}

/** How charging a saved sandbox card ends; brand and last4 name one test card. */
export function behaviourOf(providerPaymentMethodId: string, now: Date): Behaviour {
  const card = cardFromToken(providerPaymentMethodId.replace(/__\w+$/, ''), now);
  if (!card) return 'card_declined';
  const test = TEST_CARDS.find((candidate) => candidate.brand === card.brand && last4(candidate.number) === card.last4);
  if (!test) return 'card_declined';
  const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  return expired ? 'expired_card' : test.behaviour;
}
