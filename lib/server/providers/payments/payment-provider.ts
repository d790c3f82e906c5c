import type { RecurringInterval } from '@/lib/schemas/payments';

export type ProviderName = 'sandbox' | 'stripe';

/** Why a card was refused; each becomes its own 422 code (payment-errors.ts). */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'authentication_required';

/** A provider refused the card; nothing was charged. `chargeId` is the failed attempt, when the provider made one. */
export class CardDeclined extends Error {
  override name = 'CardDeclined';

  constructor(
    readonly declineCode: DeclineCode,
    readonly chargeId?: string,
  ) {
    super(`card declined: ${declineCode}`);
  }
}

/** What we keep of a card: never the number. */
export interface ProviderCard {
  providerPaymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface Customer {
  uid: string;
  email: string | null;
  name: string | null;
  /** Stripe's customer id once there is one. */
  providerCustomerId: string | null;
}

export interface ChargeRequest {
  customer: Customer;
  providerPaymentMethodId: string;
  amount: number;
  description: string;
  /** Our transaction id: the provider charges at most once per key. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface SubscriptionRequest extends ChargeRequest {
  interval: RecurringInterval;
  /** The first period starts now, or at this date when a change of interval starts a new plan. */
  startsAt?: Date;
}

export interface CreatedSubscription {
  providerSubscriptionId: string;
  /** The first charge: absent when the first period starts later (`startsAt`). */
  providerChargeId: string | null;
  periodStart: Date;
  periodEnd: Date;
}

export interface SubscriptionChangeRequest {
  providerSubscriptionId: string;
  amount: number;
  interval: RecurringInterval;
  providerPaymentMethodId: string;
  /** The end of the paid period, from when the change applies. */
  effectiveFrom: Date;
  idempotencyKey: string;
  customer: Customer;
  description: string;
}

/** The provider's id for the plan that renews from `effectiveFrom` (a new one when Stripe needs it). */
export interface ChangedSubscription {
  providerSubscriptionId: string;
}

export interface RefundRequest {
  /** The charge as our transaction row holds it (Stripe: a PaymentIntent, a charge or an invoice). */
  providerChargeId: string;
  /** Cents, at most what is left of the charge. */
  amount: number;
  /** One refund per key at the provider: a retry after a crash or timeout cannot refund twice. */
  idempotencyKey: string;
  reason: string;
}

/**
 * The provider said no to a refund (more than is left of the charge, a charge it does not know):
 * nothing was refunded, and the same request will not succeed later.
 */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
}

/**
 * Everything the payment services need from a card processor. The sandbox keeps its charges in
 * our database; Stripe keeps them at Stripe. Declines throw CardDeclined, nothing else.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Makes sure the provider knows the member; answers the provider's customer id, if it has one. */
  ensureCustomer(customer: Customer): Promise<string | null>;
  /** Checks a payment method token and attaches it to the customer; a retry passes the same key. */
  attachPaymentMethod(customer: Customer, token: string, idempotencyKey: string): Promise<ProviderCard>;
  detachPaymentMethod(providerPaymentMethodId: string): Promise<void>;
  /** One charge; answers the provider's charge id. */
  charge(request: ChargeRequest): Promise<{ providerChargeId: string }>;
  /** Whether a charge was made under this key and how it ended, for recovery after a crash. */
  findCharge(idempotencyKey: string): Promise<{ providerChargeId: string; outcome: 'succeeded' | 'declined'; declineCode: string | null } | null>;
  createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription>;
  changeSubscription(request: SubscriptionChangeRequest): Promise<ChangedSubscription>;
  /** The card the subscription's next charges use. */
  setSubscriptionCard(providerSubscriptionId: string, providerPaymentMethodId: string): Promise<void>;
  /** No payment is taken for renewals before `resumesAt`; null resumes at once. */
  pauseSubscription(providerSubscriptionId: string, resumesAt: Date | null): Promise<void>;
  /** Ends renewal; the paid period runs out (`period_end`, the default), or the plan ends at once (`now`, staff only). */
  cancelSubscription(providerSubscriptionId: string, when?: 'period_end' | 'now'): Promise<void>;
  /**
   * Gives back part or all of a charge. Refusals throw RefundRefused; any other error leaves the
   * outcome unknown, and a retry with the same key finds out without refunding twice.
   */
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
}

/** The provider does not know this payment method token (or, in the sandbox, it is not a test card). */
export class PaymentMethodInvalid extends Error {
  override name = 'PaymentMethodInvalid';
}
