import { z } from 'zod';
import { Email } from './member';
import { ReceiptDocument, TaxDocumentKind } from './receipts';
import { text } from './text';

/** DESIGN §4: integer cents, $2 to $10,000. */
export const MIN_AMOUNT = 200;
export const MAX_AMOUNT = 1_000_000;

const Cents = z
  .number()
  .int('must be a whole number of cents')
  .min(MIN_AMOUNT, `must be at least ${MIN_AMOUNT} cents`)
  .max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT} cents`);

export const BillingInterval = z.enum(['MONTHLY', 'YEARLY', 'ONE_OFF']);
export type BillingInterval = z.infer<typeof BillingInterval>;
export const RecurringInterval = z.enum(['MONTHLY', 'YEARLY']);
export type RecurringInterval = z.infer<typeof RecurringInterval>;
export const PaymentType = z.enum(['SUBSCRIPTION', 'PAY_WHAT_YOU_WANT']);
export const Placement = z.enum(['PROFILE', 'ONSITE', 'MEMBERSHOMEPAGE', 'INLINE_BANNER', 'UPDATE', 'PROFILE_ONEOFF', 'ENHANCED_SIGNUP']);

/** Our saved card (`card_…`) or a provider's payment method (`pm_…`, e.g. Stripe's `pm_card_visa`). */
const PaymentMethodId = text().trim().min(3).max(255).regex(/^[\w-]+$/, 'is not a payment method id');
const OwnId = (prefix: string) => text().trim().min(1).max(100).regex(new RegExp(`^${prefix}_[\\w-]+$`), `is not a ${prefix}_ id`);
export const SubscriptionId = OwnId('subscr');
export const TransactionId = OwnId('tx');

export const CreatePaymentMethodBody = z.object({ paymentMethodId: PaymentMethodId, isSub: z.boolean().default(false) }).strict();
export type CreatePaymentMethodBody = z.input<typeof CreatePaymentMethodBody>;

export const DeletePaymentMethodBody = z.object({ paymentMethodId: OwnId('card') }).strict();
export type DeletePaymentMethodBody = z.input<typeof DeletePaymentMethodBody>;

/** What the sandbox card form sends: a Stripe test number, expiry and CVC. Never stored whole. */
export const SandboxCardBody = z
  .object({
    number: text().trim().max(30).regex(/^[\d ]+$/, 'must be digits'),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: text().trim().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  })
  .strict();
export type SandboxCardBody = z.input<typeof SandboxCardBody>;

export const UpdateSubscriptionBody = z
  .object({ subscriptionId: SubscriptionId, paymentMethodId: OwnId('card'), amount: Cents, billingInterval: RecurringInterval })
  .strict();
export type UpdateSubscriptionBody = z.input<typeof UpdateSubscriptionBody>;

/** Why a member cancels, as the profile asks it; stored with the subscription for the newsroom. */
export const CancelReason = z.enum(['too_expensive', 'not_reading', 'payment_trouble', 'supporting_elsewhere', 'other']);
export type CancelReason = z.infer<typeof CancelReason>;

/** cancel-subscription: the reason is optional, so the donation flow's callers stay as they are. */
export const CancelSubscriptionBody = z.object({ subscriptionId: SubscriptionId, reason: CancelReason.optional() }).strict();
export type CancelSubscriptionBody = z.input<typeof CancelSubscriptionBody>;

/** The longest pause a member may take (decision 76). */
export const MAX_PAUSE_MONTHS = 3;

/** pause-subscription: skip the next one to three monthly payments. */
export const PauseSubscriptionBody = z.object({ subscriptionId: SubscriptionId, months: z.number().int().min(1).max(MAX_PAUSE_MONTHS) }).strict();
export type PauseSubscriptionBody = z.input<typeof PauseSubscriptionBody>;

export const ResumeSubscriptionBody = z.object({ subscriptionId: SubscriptionId }).strict();
export type ResumeSubscriptionBody = z.input<typeof ResumeSubscriptionBody>;

export const ReceiptBody = z.object({ txId: TransactionId }).strict();

/** confirm-payment: the payment whose 3-D Secure challenge the browser has finished. */
export const ConfirmPaymentBody = z.object({ txId: TransactionId }).strict();
export type ConfirmPaymentBody = z.input<typeof ConfirmPaymentBody>;

/** The sandbox's bank screen: the cardholder's answer to its 3-D Secure challenge. */
export const SandboxChallengeBody = z
  .object({
    intentId: text().trim().min(1).max(100).regex(/^pi_sbx_[\w-]+$/, 'is not a sandbox intent id'),
    clientSecret: text().trim().min(1).max(200),
    decision: z.enum(['complete', 'fail']),
  })
  .strict();
export type SandboxChallengeBody = z.input<typeof SandboxChallengeBody>;
export type ReceiptBody = z.input<typeof ReceiptBody>;

/** GET /api/tsom/payments/receipt.pdf?txId=tx_…: the same receipt as a PDF file. */
export const ReceiptPdfQuery = z.object({ txId: TransactionId }).strict();
export type ReceiptPdfQuery = z.output<typeof ReceiptPdfQuery>;

/** SPEC §3's payment request: amount equals price, currency NZD. */
export const PaymentRequest = z
  .object({
    email: Email,
    billingInterval: BillingInterval,
    price: Cents,
    amount: Cents,
    currency: z.literal('NZD', 'must be NZD'),
    description: text().trim().min(1).max(200),
    metadata: z.record(text().max(40), z.union([text().max(500), z.number(), z.boolean()])).default({}),
    paymentMethodId: PaymentMethodId.optional(),
    placement: Placement.optional(),
  })
  .strict()
  .refine((request) => request.amount === request.price, { message: 'must equal price', path: ['amount'] })
  .refine((request) => Object.keys(request.metadata).length <= 20, { message: 'has more than 20 keys', path: ['metadata'] });
export type PaymentRequest = z.input<typeof PaymentRequest>;

export const PaymentMethod = z.object({
  paymentMethodId: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  isSub: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const SubscriptionStatus = z.enum(['ACTIVE', 'PAST_DUE', 'DELETED']);

export const Subscription = z.object({
  subscriptionId: z.string(),
  paymentMethodId: z.string().nullable(),
  amount: z.number(),
  currency: z.literal('NZD'),
  billingInterval: RecurringInterval,
  status: SubscriptionStatus,
  /** When the subscription began: the profile says since when the member has supported. */
  startedAt: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** When the paid period ends after a cancel: no renewal after this. */
  endsAt: z.string().nullable(),
  /** While paused: the date of the next payment, after the skipped ones; null when not paused. */
  pausedUntil: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionChange = z.object({ subscription: Subscription, effectiveFrom: z.string() });
export type SubscriptionChange = z.infer<typeof SubscriptionChange>;

export const Transaction = z.object({
  txId: z.string(),
  amount: z.number(),
  currency: z.literal('NZD'),
  status: z.enum(['pending', 'requires_action', 'succeeded', 'failed', 'refunded']),
  failureCode: z.string().nullable(),
  paymentType: PaymentType,
  billingInterval: BillingInterval,
  description: z.string(),
  subscriptionId: z.string().nullable(),
  /** Cents given back so far (a partly refunded payment stays `succeeded`; in full it is `refunded`). */
  refundedAmount: z.number(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof Transaction>;

/** The bank asks the cardholder to confirm (3-D Secure): the browser opens the challenge with this, then calls confirm-payment. */
export const NextAction = z.object({ type: z.literal('authenticate'), provider: z.enum(['sandbox', 'stripe']), intentId: z.string(), clientSecret: z.string() });
export type NextAction = z.infer<typeof NextAction>;

export const PaymentResult = z.object({
  transaction: Transaction,
  subscription: Subscription.nullable(),
  receiptPath: z.string(),
  /** Present while the payment waits for 3-D Secure (transaction status `requires_action`). */
  nextAction: NextAction.optional(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

export const Receipt = z.object({
  siteName: z.string(),
  txId: z.string(),
  memberName: z.string().nullable(),
  memberEmail: z.string().nullable(),
  amountCents: z.number(),
  amount: z.string(),
  currency: z.literal('NZD'),
  date: z.string(),
  description: z.string(),
  billingInterval: BillingInterval,
  paymentType: PaymentType,
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Money given back, oldest first: "Refunded $25.00 on 25 November 2026". */
  refunds: z.array(z.object({ amountCents: z.number(), amount: z.string(), date: z.string() })),
  /** What was kept after refunds, formatted ("$25.00"); the amount itself when nothing was refunded. */
  netAmount: z.string(),
  netAmountCents: z.number(),
  /** Which document this is under the site's tax settings (decision 220). */
  kind: TaxDocumentKind,
  /** GST on a tax invoice: in the amount paid and in what was kept after refunds; null on other receipts. */
  gst: z.object({ includedCents: z.number(), included: z.string(), keptCents: z.number(), kept: z.string() }).nullable(),
  /** The document must name the member (a donation receipt; a tax invoice over $1,000) and their account has no name yet. */
  nameNeeded: z.boolean(),
  /** The receipt as printed: on the page, in the PDF and in emails. */
  document: ReceiptDocument,
});
export type Receipt = z.infer<typeof Receipt>;

/** POST /api/test/renewal-due (browser journeys only): which of the caller's subscriptions to renew now. */
export const RenewalDueBody = z.object({ subscriptionId: SubscriptionId }).strict();
export type RenewalDueBody = z.input<typeof RenewalDueBody>;

/** The update-card page of a failed-renewal notice: its signed link token and the new card (decision 233). */
export const CardUpdateLinkBody = z.object({ token: text().trim().min(1).max(400) }).strict();
export type CardUpdateLinkBody = z.input<typeof CardUpdateLinkBody>;

export const PayWithCardUpdateLinkBody = z.object({ token: text().trim().min(1).max(400), paymentMethodId: PaymentMethodId }).strict();
export type PayWithCardUpdateLinkBody = z.input<typeof PayWithCardUpdateLinkBody>;

/** What an update-card link shows: the payment due, or why there is nothing to do. */
export type CardUpdateLinkView =
  | { state: 'due'; amount: number; billingInterval: RecurringInterval; card: { brand: string; last4: string } | null }
  | { state: 'invalid' | 'expired' | 'paid' | 'ended' };

/** What paying through the link answered: paid, or waiting for the bank's 3-D Secure. */
export type CardUpdatePayment =
  | { state: 'paid'; transaction: Transaction }
  /** `transaction` null with Stripe: its invoice holds the attempt, and its row comes by webhook. */
  | { state: 'requires_action'; transaction: Transaction | null; nextAction: NextAction };
