import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import { getConfig, paymentsProvider } from '../config';
import { getDb } from '../db/client';
import { paymentProviderFromConfig, stripeClient } from '../providers/payments/payment-provider-from-config';
import type { PaymentDeps, PaymentFaults } from './payment-deps';
import { applyDeferredEvents } from './stripe-webhook-service';

/** The fault switch of the crash test (PAYMENTS_FAULT); config.ts refuses it in production. */
function faultsFromConfig(fault: string | undefined): PaymentFaults {
  if (fault !== 'after-charge') return {};
  return {
    afterCharge: () => {
      console.error('PAYMENTS_FAULT=after-charge: stopping between charge and settle');
      process.kill(process.pid, 'SIGKILL');
    },
  };
}

/** The payment services' dependencies for a request or a job, from configuration. */
export async function paymentDeps(): Promise<PaymentDeps> {
  const config = getConfig();
  const db = await getDb();
  const clock = () => new Date();
  const deps: PaymentDeps = { db, clock, provider: paymentProviderFromConfig(config, db, clock), faults: faultsFromConfig(config.PAYMENTS_FAULT) };
  if (paymentsProvider(config) !== 'stripe' || !config.STRIPE_SECRET_KEY) return deps;
  const withStripe = { ...deps, stripe: stripeClient(config.STRIPE_SECRET_KEY) };
  withStripe.onCustomerLinked = (customerId) => applyDeferredEvents(withStripe, customerId);
  return withStripe;
}

/** Whether payments take no real money: the test-mode banner shows then. */
export const paymentsTestMode = () => paymentsProvider(getConfig()) === 'sandbox';

/** What the payment pages tell the browser: test mode, or Stripe's publishable key. */
export function paymentsSetup(): PaymentsSetup {
  const config = getConfig();
  const testMode = paymentsProvider(config) === 'sandbox';
  return { testMode, stripeKey: testMode ? null : (config.STRIPE_PUBLISHABLE_KEY ?? null) };
}
