import Stripe from 'stripe';
import { CardDeclined, type DeclineCode, PaymentMethodInvalid } from './payment-provider';

function declineCodeOf(error: Stripe.errors.StripeError): DeclineCode {
  if (error.code === 'expired_card' || error.decline_code === 'expired_card') return 'expired_card';
  if (error.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (error.code === 'authentication_required' || error.decline_code === 'authentication_required') return 'authentication_required';
  return 'card_declined';
}

/** Stripe's card errors as our provider errors; anything else is left as it is (our 500). */
export function translateStripeError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeCardError) return new CardDeclined(declineCodeOf(error), error.payment_intent?.id);
  if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.param === 'payment_method')) {
    return new PaymentMethodInvalid(error.message);
  }
  return error;
}

/** Runs a Stripe call, translating its card errors. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateStripeError(error);
  }
}
