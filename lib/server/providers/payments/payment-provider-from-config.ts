import type Stripe from 'stripe';
import { type Config, paymentsProvider } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createSandboxPaymentProvider } from './sandbox-payment-provider';
import { createStripeClient, createStripePaymentProvider } from './stripe-payment-provider';

// One Stripe client per process, also across the bundles Next builds per route.
const STRIPE_KEY = Symbol.for('panui.stripeClient');
type GlobalWithStripe = typeof globalThis & { [STRIPE_KEY]?: Stripe };

export function stripeClient(secretKey: string): Stripe {
  const g = globalThis as GlobalWithStripe;
  g[STRIPE_KEY] ??= createStripeClient(secretKey);
  return g[STRIPE_KEY];
}

/** The sandbox unless Stripe is configured (lib/server/config.ts decides and checks). */
export function paymentProviderFromConfig(config: Config, db: Db, clock: () => Date): PaymentProvider {
  if (paymentsProvider(config) === 'stripe' && config.STRIPE_SECRET_KEY) {
    return createStripePaymentProvider({ stripe: stripeClient(config.STRIPE_SECRET_KEY) });
  }
  return createSandboxPaymentProvider({ db, clock });
}
