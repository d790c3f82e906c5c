import { getConfig } from '../../config';
import { notFound } from '../../http/errors';
import { stripeClient } from '../../providers/payments/payment-provider-from-config';
import { paymentDeps } from '../payment-wiring';
import { receiveStripeWebhook } from './stripe-webhook-service';

/** The webhook endpoint exists only with Stripe configured; the sandbox has no one to call it. */
export async function receiveStripeWebhookFromConfig(rawBody: Buffer | undefined, signature: string | string[] | undefined) {
  const config = getConfig();
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) throw notFound('Stripe webhook endpoint');
  const deps = { ...(await paymentDeps()), stripe: stripeClient(config.STRIPE_SECRET_KEY) };
  return receiveStripeWebhook(deps, (rawBody ?? Buffer.alloc(0)).toString('utf8'), Array.isArray(signature) ? signature[0] : signature, config.STRIPE_WEBHOOK_SECRET);
}
