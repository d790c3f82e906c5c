import type { Db } from '../db/client';
import type { PaymentProvider } from '../providers/payments/payment-provider';

/** Where a test or the fault switch (PAYMENTS_FAULT) can stop the process during a payment request. */
export interface PaymentFaults {
  /** The provider has charged; nothing is settled. */
  afterCharge?: () => void;
  /** Inside the settling database transaction, after its writes, before it commits. */
  beforeSettle?: () => void;
  /** Settled and committed; the idempotency key is not yet completed, the client has no answer. */
  afterSettle?: () => void;
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
