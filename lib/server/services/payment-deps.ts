import type { Db } from '../db/client';
import type { PaymentProvider } from '../providers/payments/payment-provider';

/** Where a test or the fault switch can stop the process: after the charge, before we settle it. */
export interface PaymentFaults {
  afterCharge?: () => void;
}

/** What the payment services need; routes get it from payment-wiring.ts, tests build their own. */
export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  clock: () => Date;
  faults?: PaymentFaults;
  /** Applies Stripe events that waited for this customer (stripe-webhook-service.ts). */
  onCustomerLinked?: (providerCustomerId: string) => Promise<void>;
}
