import type { PaymentMethod, PaymentRequest, Subscription, Transaction } from '@/lib/schemas/payments';
import type { DonationInterval } from './donation-amounts';
import type { DonationFailure } from './donation-failures';
import { DONATION_STEP_COPY } from './donation-step-copy';
import type { DonationLocation, DonationStep } from './donation-steps';

/** SPEC §3 "Payment method": a saved card, and whether a subscription uses it. */
export type DonationPaymentMethod = Pick<PaymentMethod, 'paymentMethodId' | 'isSub' | 'brand' | 'last4'>;

/** SPEC §3 "Subscription", as the flow shows the current plan. */
export type DonationSubscription = Pick<Subscription, 'subscriptionId' | 'paymentMethodId' | 'amount' | 'billingInterval'>;

export type DonationTransaction = Pick<Transaction, 'txId' | 'amount' | 'billingInterval'>;

/** Who the donor is to us, as far as the flow has found out. */
export type DonationUserStatus = 'unknown' | 'signed-in' | 'visitor' | 'existing-member';

/** The donor's choices beside the amount: the perk and the newsletters picked on their steps. */
export interface DonationOptions {
  perkOptIn: boolean;
  newsletterListIds: readonly string[];
}

/**
 * One payment request as sent, with its idempotency key (decision 62). Until the server answers it
 * for good, a retry sends exactly this (the same card token too), so it is charged once.
 */
export interface PaymentAttempt {
  idempotencyKey: string;
  request: PaymentRequest;
}

/**
 * SPEC §3 "Donation state". Amounts are cents. `stripeCustomer` and `hasAudience` are left out
 * (decision 288); `paymentAttempt` and `failure` are ours (decision 286).
 */
export interface DonationState {
  amount: number;
  email: string;
  firstName: string;
  lastName: string;
  loading: boolean;
  interval: DonationInterval;
  donationLocation: DonationLocation;
  options: DonationOptions;
  transactions: readonly DonationTransaction[];
  /** The answer to the last successful payment request. */
  paymentIntent: { txId: string; subscriptionId: string | null } | null;
  step: DonationStep;
  userStatus: DonationUserStatus;
  pageTitle: string;
  pageMessage: string;
  password: string;
  errorMessage: string;
  isNewUser: boolean;
  /** A Firebase user (anonymous or not) exists for this donor. */
  hasFirebase: boolean;
  paymentMethods: readonly DonationPaymentMethod[];
  /** undefined while unknown, null if the member has none. */
  subscription: DonationSubscription | null | undefined;
  /** The payment sent whose attempt has not ended (no success, no refusal yet). */
  paymentAttempt: PaymentAttempt | null;
  /** Set when the flow went to ERROR: why, and the step Try again returns to. */
  failure: DonationFailure | null;
}

export const DEFAULT_DONATION_STATE: DonationState = {
  amount: 0,
  email: '',
  firstName: '',
  lastName: '',
  loading: false,
  interval: 'month',
  donationLocation: 'onsite',
  options: { perkOptIn: false, newsletterListIds: [] },
  transactions: [],
  paymentIntent: null,
  step: 'BUDGET_SELECT',
  userStatus: 'unknown',
  pageTitle: DONATION_STEP_COPY.BUDGET_SELECT.title,
  pageMessage: DONATION_STEP_COPY.BUDGET_SELECT.message,
  password: '',
  errorMessage: '',
  isNewUser: true,
  hasFirebase: false,
  paymentMethods: [],
  subscription: undefined,
  paymentAttempt: null,
  failure: null,
};
