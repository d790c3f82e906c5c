import type Stripe from 'stripe';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import { type Config, paymentsProvider } from '../config';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import { observedPaymentProvider } from '../providers/payments/observed-payment-provider';
import { site } from '@/lib/site';
import { buildPaymentRecovery } from './recovery/payment-recovery';
import { taxIdentity } from '../receipts/tax-identity';
import { paymentProviderFromConfig, stripeClient } from '../providers/payments/payment-provider-from-config';
import { rootLogger } from '../observability/logger';
import type { PaymentDeps, PaymentFaults } from './payment-deps';
import { applyDeferredEvents } from './stripe/stripe-webhook-service';

const FAULT_POINTS = { 'after-charge': 'afterCharge', 'before-settle': 'beforeSettle', 'after-settle': 'afterSettle' } as const;

/** The fault switch of the crash tests (PAYMENTS_FAULT); config.ts refuses it in production. */
function faultsFromConfig(fault: keyof typeof FAULT_POINTS | undefined): PaymentFaults {
  if (!fault) return {};
  return {
    [FAULT_POINTS[fault]]: () => {
      rootLogger().fatal(`PAYMENTS_FAULT=${fault}: stopping the process here`);
      // SIGKILL, like the kernel's OOM killer or a pulled plug: no handler, no clean close.
      process.kill(process.pid, 'SIGKILL');
    },
  };
}

export interface PaymentProviders {
  /** The sandbox or Stripe as configured, unless a test hands in its own. */
  payments?: PaymentProvider;
  stripe?: Stripe;
}

/** The payment services' dependencies, built by the container (lib/server/container.ts). */
export function buildPaymentDeps(db: Db, config: Config, clock: () => Date, providers: PaymentProviders = {}): PaymentDeps {
  const deps: PaymentDeps = {
    db,
    clock,
    // Spans and outcome counts around every call, a test's fake provider included (decisions 242, 243).
    provider: observedPaymentProvider(providers.payments ?? paymentProviderFromConfig(config, db, clock)),
    faults: faultsFromConfig(config.PAYMENTS_FAULT),
    recovery: buildPaymentRecovery(config, clock),
    // Receipt emails are the documents the receipt page shows: tax invoices, donation receipts (decision 220).
    tax: taxIdentity(config, site.name),
  };
  if (paymentsProvider(config) !== 'stripe' || !config.STRIPE_SECRET_KEY) return deps;
  const withStripe = { ...deps, stripe: providers.stripe ?? stripeClient(config.STRIPE_SECRET_KEY) };
  withStripe.onCustomerLinked = (customerId) => applyDeferredEvents(withStripe, customerId);
  return withStripe;
}

/** Whether payments take no real money: the test-mode banner shows then. */
export const paymentsTestMode = (config: Config) => paymentsProvider(config) === 'sandbox';

/** What the payment pages tell the browser: test mode, or Stripe's publishable key. */
export function paymentsSetup(config: Config): PaymentsSetup {
  const testMode = paymentsProvider(config) === 'sandbox';
  return { testMode, stripeKey: testMode ? null : (config.STRIPE_PUBLISHABLE_KEY ?? null) };
}
