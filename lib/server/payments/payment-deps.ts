import type { Db } from '../db/client';
import type { SignedLinkTokens } from '../http/signed-link-token';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import type { TaxIdentity } from '../receipts/tax-identity';

/** Where a test or the fault switch (PAYMENTS_FAULT) can stop the process during a payment request. */
export interface PaymentFaults {
  /** The provider has charged; nothing is settled. */
  afterCharge?: () => void;
  /** Inside the settling database transaction, after its writes, before it commits. */
  beforeSettle?: () => void;
  /** Settled and committed; the idempotency key is not yet completed, the client has no answer. */
  afterSettle?: () => void;
}

/** How a failed renewal is recovered (decision 232): its retries and the links its notices carry (payment-notices.ts). */
export interface PaymentRecovery {
  /** RENEWAL_RETRY_DAYS: retries this many days after the first decline; after the last, the plan lapses. */
  retryDays: readonly number[];
  /** Signs the update-card links (PAYMENT_LINK_SECRET). */
  links: SignedLinkTokens;
  /** PAYMENT_LINK_DAYS: how long an update-card link works. */
  linkDays: number;
  /** Absolute links in notices start here. */
  siteUrl: string;
}

/** What the payment services need; routes get it from payment-wiring.ts, tests build their own. */
export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  clock: () => Date;
  faults?: PaymentFaults;
  /** Retries of failed renewals and their notices' links; without it (a test's own deps) 3, 5, 7 days and development links. */
  recovery?: PaymentRecovery;
  /**
   * The site's tax settings (decision 220): the receipt emails queued where payments are recorded
   * are the documents the receipt page shows. Without it (a test's own deps) a plain receipt.
   */
  tax?: TaxIdentity;
  /** Applies Stripe events that waited for this customer (stripe-webhook-service.ts). */
  onCustomerLinked?: (providerCustomerId: string) => Promise<void>;
}
