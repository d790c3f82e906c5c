import { AppError } from '../http/errors';
import type { DeclineCode } from '../providers/payments/payment-provider';

const DECLINES: Record<DeclineCode, [string, string]> = {
  card_declined: ['CARD_DECLINED', 'Your card was declined.'],
  insufficient_funds: ['CARD_INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
  expired_card: ['CARD_EXPIRED', 'Your card has expired.'],
  authentication_required: ['CARD_AUTHENTICATION_REQUIRED', 'Your bank needs you to confirm this payment.'],
  authentication_failed: ['CARD_AUTHENTICATION_FAILED', 'Your bank did not approve the payment. Try again or use another card.'],
};

/** 422 with one code per decline reason; `txId` names the failed transaction when one was written. */
export function cardDeclined(code: DeclineCode, txId?: string): AppError {
  const [appCode, message] = DECLINES[code];
  return new AppError(appCode, 422, message, { declineCode: code, ...(txId ? { txId } : {}) });
}

/** SPEC §5 and §8: a payment without a signed-in user. */
export const paymentAuthRequired = () => new AppError('AUTH_REQUIRED', 401, 'Authentication required');

export const paymentMethodInvalid = () => new AppError('PAYMENT_METHOD_INVALID', 400, 'That card could not be used. In test mode only Stripe test cards work.');

export const paymentMethodRequired = () => new AppError('PAYMENT_METHOD_REQUIRED', 400, 'Add a card first.');

export const paymentMethodInUse = () => new AppError('PAYMENT_METHOD_IN_USE', 409, 'This card pays for a subscription. Change the subscription’s card first.');

export const subscriptionEnded = () => new AppError('SUBSCRIPTION_ENDED', 409, 'This subscription has been cancelled.');

export const pausePastDue = () => new AppError('SUBSCRIPTION_PAST_DUE', 409, 'Your last payment did not go through. Update your card before pausing.');

export const pauseYearly = () => new AppError('PAUSE_MONTHLY_ONLY', 409, 'Only monthly support can be paused. You can give a smaller amount instead.');

export const idempotencyKeyReused = () =>
  new AppError('IDEMPOTENCY_KEY_REUSED', 409, 'This idempotency key was used with a different request.');

export const idempotencyInProgress = () => new AppError('IDEMPOTENCY_IN_PROGRESS', 409, 'A request with this idempotency key is still being processed.');

export const sandboxOnly = () => new AppError('NOT_FOUND', 404, 'The sandbox card form is off: payments go to Stripe.');

/** confirm-payment for a transaction that is not the caller's or does not exist (decision 230). */
export const paymentNotFound = () => new AppError('NOT_FOUND', 404, 'There is no such payment.');

/** confirm-payment before the cardholder answered their bank. */
export const authenticationIncomplete = () => new AppError('AUTHENTICATION_INCOMPLETE', 409, 'Your bank is still waiting for you to confirm this payment.');

/** The sandbox's bank screen with a made-up intent or a secret that is not its own. */
export const challengeInvalid = () => new AppError('CHALLENGE_INVALID', 404, 'This 3-D Secure check does not exist or its link is not valid.');

/** The sandbox's bank screen answered twice (a replay, a second tab). */
export const challengeDecided = () => new AppError('CHALLENGE_ALREADY_DECIDED', 409, 'This 3-D Secure check has already been answered.');
