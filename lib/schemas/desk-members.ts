import { z } from 'zod';
import { BillingInterval, PaymentType, RecurringInterval, SubscriptionStatus } from './payments';

// The business desk's member records (issue [15]): administrators only. Dates are ISO 8601.

/** How a member stands as a supporter, worked out from their subscriptions and gifts. */
export const SUPPORTER_STATES = ['recurring', 'paused', 'one_off', 'lapsed', 'none'] as const;
export const SupporterState = z.enum(SUPPORTER_STATES);
export type SupporterState = z.infer<typeof SupporterState>;

/** One row of /desk/members. */
export const MemberListEntry = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  type: z.string(),
  supporter: SupporterState,
  /** Cents given in succeeded payments, less refunds. */
  totalGiven: z.number(),
  createdAt: z.string(),
});
export type MemberListEntry = z.infer<typeof MemberListEntry>;

export const DeskTransaction = z.object({
  txId: z.string(),
  amount: z.number(),
  refundedAmount: z.number(),
  currency: z.literal('NZD'),
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded']),
  failureCode: z.string().nullable(),
  paymentType: PaymentType,
  billingInterval: BillingInterval,
  description: z.string(),
  placement: z.string().nullable(),
  provider: z.enum(['sandbox', 'stripe']),
  subscriptionId: z.string().nullable(),
  /** The member's receipt: a path on the site (the member's own view of it). */
  receiptPath: z.string().nullable(),
  refunds: z.array(z.object({ refundId: z.string(), amount: z.number(), status: z.enum(['pending', 'succeeded', 'failed']), reason: z.string(), createdAt: z.string(), by: z.string().nullable() })),
  createdAt: z.string(),
});
export type DeskTransaction = z.infer<typeof DeskTransaction>;

export const SubscriptionEventKind = z.enum(['created', 'changed', 'paused', 'resumed', 'canceled', 'reactivated', 'lapsed']);

export const DeskSubscription = z.object({
  subscriptionId: z.string(),
  amount: z.number(),
  billingInterval: RecurringInterval,
  status: SubscriptionStatus,
  provider: z.enum(['sandbox', 'stripe']),
  placement: z.string().nullable(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  pausedUntil: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(z.object({ kind: SubscriptionEventKind, amount: z.number(), billingInterval: RecurringInterval, reason: z.string().nullable(), byStaff: z.boolean(), at: z.string() })),
});
export type DeskSubscription = z.infer<typeof DeskSubscription>;

export const ComplimentaryMembership = z.object({ id: z.number(), startsAt: z.string(), endsAt: z.string(), reason: z.string(), revokedAt: z.string().nullable() });
export type ComplimentaryMembership = z.infer<typeof ComplimentaryMembership>;

/** GET /api/desk/members/{uid} and the member's desk page. */
export const MemberRecord = z.object({
  member: z.object({ uid: z.string(), email: z.string().nullable(), name: z.string().nullable(), type: z.string(), supporter: SupporterState, createdAt: z.string() }),
  transactions: z.array(DeskTransaction),
  subscriptions: z.array(DeskSubscription),
  /** Brand and last four only. */
  cards: z.array(z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number(), removed: z.boolean() })),
  newsletters: z.array(z.object({ listId: z.string(), name: z.string(), status: z.enum(['pending', 'active', 'unsubscribed']), source: z.string(), consentAt: z.string().nullable(), consentIp: z.string().nullable(), updatedAt: z.string() })),
  comments: z.array(z.object({ id: z.number(), articlePath: z.string().nullable(), headline: z.string().nullable(), body: z.string(), status: z.enum(['visible', 'hidden', 'deleted']), reports: z.number(), createdAt: z.string() })),
  complimentary: z.array(ComplimentaryMembership),
});
export type MemberRecord = z.infer<typeof MemberRecord>;
