/** SPEC §2 "Donation flow steps", in the spec's order; DESIGN §5 gives the order they follow each other in. */
export const DONATION_STEPS = [
  'BUDGET_SELECT',
  'REPLACE_CARD',
  'CREATE_USER',
  'NEWSLETTERS',
  'PERK_OPT_IN',
  'SUBSCRIPTION',
  'ANON_SUBSCRIPTION',
  'SUBSCRIPTION_LOG_IN',
  'SUBSCRIPTION_PRESELECT',
  'THANK_YOU',
  'THANK_YOU_CARD_REPLACE',
  'THANK_YOU_INCOMPLETE',
  'UPDATE',
  'CREATE_LOGIN',
  'ERROR',
  'PAYMENT_FORM',
  'LOGIN_PROMPT',
  'ACCOUNT_SETUP',
  'NAME_COLLECTION',
  'ENHANCED_NEWSLETTER_SELECTION',
  'ENHANCED_PODCAST_DISCOVERY',
  'ENHANCED_APP_PROMOTION',
] as const;

export type DonationStep = (typeof DONATION_STEPS)[number];

/** SPEC §4 "Payment placement/source": where a donation started; it travels in the payment metadata. */
export const PAYMENT_PLACEMENTS = ['PROFILE', 'ONSITE', 'MEMBERSHOMEPAGE', 'INLINE_BANNER', 'UPDATE', 'PROFILE_ONEOFF', 'ENHANCED_SIGNUP'] as const;
export type PaymentPlacement = (typeof PAYMENT_PLACEMENTS)[number];

/** The donation state's `donationLocation`: the placement in the spec's lower case (default onsite). */
export type DonationLocation = Lowercase<PaymentPlacement>;

export const toPlacement = (location: DonationLocation): PaymentPlacement => location.toUpperCase() as PaymentPlacement;

export function assertNever(value: never): never {
  throw new Error(`Unexpected donation value: ${JSON.stringify(value)}`);
}
