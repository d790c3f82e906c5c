import type { DonationStep } from './donation-steps';

/**
 * Failures the donor cannot fix on the step they are on (DESIGN §5 "any | unrecoverable | ERROR"):
 * - `payment-unanswered`: the connection dropped before the payment's answer came;
 * - `payment-service-down`: our side or the provider answered 5xx, so the payment was not confirmed;
 * - `session-ended`: the sign-in was refused again after a new token (401), so nothing was charged;
 * - `support-unavailable`: the member's current plan could not be loaded.
 */
export type DonationFailureCause = 'payment-unanswered' | 'payment-service-down' | 'session-ended' | 'support-unavailable';

/** Why the flow is on ERROR, and where "Try again" takes the donor (with everything they typed). */
export interface DonationFailure {
  cause: DonationFailureCause;
  resumeStep: DonationStep;
}

/** ERROR's message for each cause: what happened to the money, and what pressing the button does. */
export const DONATION_FAILURE_MESSAGES: Record<DonationFailureCause, string> = {
  'payment-unanswered':
    'We lost the connection before your payment was confirmed. Your details are kept, and Try again finishes this same payment, so you are never charged twice.',
  'payment-service-down':
    'Our payment service is not answering at the moment, so your payment was not confirmed. Your details are kept: try again in a minute. It finishes this same payment, so you are never charged twice.',
  'session-ended': 'Your session ended before the payment was taken, so nothing was charged. Carry on and your amount and details are kept.',
  'support-unavailable': 'We could not load your support just now. Nothing has changed. Please try again in a moment.',
};
