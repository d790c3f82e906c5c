import type { Db } from '../db/client';
import type { SignedLinkTokens } from '../http/signed-link-token';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import type { PaymentNotices } from './payment-notices';

/** Where a test or the fault switch (PAYMENTS_FAULT) can stop the process during a payment request. */
export interface PaymentFaults {
  /** The provider has charged; nothing is settled. */
  afterCharge?: () => void;
  /** Inside the settling database transaction, after its writes, before it commits. */
  beforeSettle?: () => void;
  /** Settled and committed; the idempotency key is not yet completed, the client has no answer. */
  afterSettle?: () => void;
}

/** How a failed renewal is recovered (decision 232): its retries, its notices and their links. */
export interface PaymentRecovery {
  /** RENEWAL_RETRY_DAYS: retries this many days after the first decline; after the last, the plan lapses. */
  retryDays: readonly number[];
  notices: PaymentNotices;
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
  /** Retries and notices of failed renewals; without it (a test's own deps) 3, 5, 7 days and no notices. */
  recovery?: PaymentRecovery;
  /** Applies Stripe events that waited for this customer (stripe-webhook-service.ts). */
  onCustomerLinked?: (providerCustomerId: string) => Promise<void>;
}
