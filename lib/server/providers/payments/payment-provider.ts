import type { RecurringInterval } from '@/lib/schemas/payments';

export type ProviderName = 'sandbox' | 'stripe';

/** Why a card was refused; each becomes its own 422 code (payment-errors.ts). */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'authentication_required' | 'authentication_failed';

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

/** A payment the bank wants the cardholder to confirm (3-D Secure, decision 230): nothing moves until they do. */
export interface PendingAuthentication {
  /** The provider's intent: Stripe's PaymentIntent (pi_…) or the sandbox's (pi_sbx_…). */
  intentId: string;
  /** What Stripe.js's handleNextAction (or the sandbox's challenge screen) is opened with. */
  clientSecret: string;
  /** The plan the payment starts, when it is a subscription's first charge. */
  providerSubscriptionId?: string;
}

/** The bank asks for 3-D Secure; the intent stays open for the cardholder to confirm, nothing is charged yet. */
export class AuthenticationRequired extends Error {
  override name = 'AuthenticationRequired';

  constructor(readonly pending: PendingAuthentication) {
    super('the bank asks the cardholder to confirm this payment');
  }
}

/** How an intent that asked for 3-D Secure stands now, as the provider (never the browser) says. */
export type AuthenticationOutcome =
  | { status: 'succeeded'; providerChargeId: string; plan?: CreatedSubscription }
  | { status: 'requires_action' }
  | { status: 'failed'; declineCode: DeclineCode };

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
  /** A renewal: the cardholder is not there to confirm, so a bank that asks declines it instead of waiting. */
  offSession?: boolean;
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

/** A subscription's unpaid renewal paid with a new card (decision 237). */
export interface OverdueRenewalRequest {
  providerSubscriptionId: string;
  providerPaymentMethodId: string;
  /** One payment per key at the provider: a retry or a double click is the same payment. */
  idempotencyKey: string;
}

/** How paying an unpaid renewal ended: paid (the invoice, its amount, when), or nothing was due any more. */
export type OverdueRenewalPayment = { status: 'paid'; providerChargeId: string; amount: number; paidAt: Date } | { status: 'nothing_due' };

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
  /**
   * Checks a payment method token and attaches it to the customer; a retry passes the same key.
   * `pay`: a payment follows at once and checks the card with the bank itself (one 3-D Secure
   * challenge, not two); `save` checks it now.
   */
  attachPaymentMethod(customer: Customer, token: string, idempotencyKey: string, use?: 'save' | 'pay'): Promise<ProviderCard>;
  detachPaymentMethod(providerPaymentMethodId: string): Promise<void>;
  /** One charge; answers the provider's charge id. A bank that asks for 3-D Secure throws AuthenticationRequired. */
  charge(request: ChargeRequest): Promise<{ providerChargeId: string }>;
  /** How an intent that asked for 3-D Secure stands now; a subscription's first charge names its plan. */
  authenticationOutcome(intentId: string, plan?: { providerSubscriptionId: string; interval: RecurringInterval }): Promise<AuthenticationOutcome>;
  /** Closes an intent (and the plan waiting on it) that will not be confirmed, so it cannot succeed later behind a failed row. */
  abandonAuthentication(intentId: string, providerSubscriptionId?: string): Promise<void>;
  /** Whether a charge was made under this key and how it ended, for recovery after a crash. */
  findCharge(idempotencyKey: string): Promise<{ providerChargeId: string; outcome: 'succeeded' | 'declined'; declineCode: string | null } | null>;
  createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription>;
  changeSubscription(request: SubscriptionChangeRequest): Promise<ChangedSubscription>;
  /** The card the subscription's next charges use. */
  setSubscriptionCard(providerSubscriptionId: string, providerPaymentMethodId: string): Promise<void>;
  /**
   * Stripe: the card becomes the subscription's default and pays its open invoice (the renewal
   * that failed). A bank that asks for 3-D Secure throws AuthenticationRequired, a decline
   * CardDeclined. The sandbox has no invoices: its renewals are our rows, charged by the services.
   */
  payOverdueRenewal(request: OverdueRenewalRequest): Promise<OverdueRenewalPayment>;
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
