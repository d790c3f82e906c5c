import type Stripe from 'stripe';
import type { Config } from '../../config';
import { notFound } from '../../http/errors';
import { stripeClient } from '../../providers/payments/payment-provider-from-config';
import type { PaymentDeps } from '../payment-deps';
import { receiveStripeWebhook } from './stripe-webhook-service';

/** The webhook endpoint exists only with Stripe configured; the sandbox has no one to call it. */
export async function receiveConfiguredStripeWebhook(
  deps: PaymentDeps & { stripe?: Stripe },
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
  rawBody: Buffer | undefined,
  signature: string | string[] | undefined,
) {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) throw notFound('Stripe webhook endpoint');
  const withStripe = { ...deps, stripe: deps.stripe ?? stripeClient(config.STRIPE_SECRET_KEY) };
  return receiveStripeWebhook(withStripe, (rawBody ?? Buffer.alloc(0)).toString('utf8'), Array.isArray(signature) ? signature[0] : signature, config.STRIPE_WEBHOOK_SECRET);
}
