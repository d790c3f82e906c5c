import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    memberUid: text('member_uid')
      .notNull()
      .references(() => members.uid),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('payment_methods_member_idx').on(t.memberUid)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    memberUid: text('member_uid')
      .notNull()
      .references(() => members.uid),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    paymentMethodId: text('payment_method_id').references(() => paymentMethods.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('NZD'),
    billingInterval: text('billing_interval', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
    status: text('status', { enum: ['ACTIVE', 'PAST_DUE', 'DELETED'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** While set and in the future, no renewal is charged; the period restarts on this day. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** Renewal attempts of the current period that failed (decision 232); 0 once it is paid. */
    failedRenewals: integer('failed_renewals').notNull().default(0),
    /** While past due in the sandbox: when the next retry of the renewal is due; null = at once. */
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    placement: text('placement'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_member_idx').on(t.memberUid), index('subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd)],
);

export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    memberUid: text('member_uid')
      .notNull()
      .references(() => members.uid),
    subscriptionId: text('subscription_id').references(() => subscriptions.id),
    paymentMethodId: text('payment_method_id').references(() => paymentMethods.id),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's charge/payment intent id: unique, so a replayed webhook cannot add a second row. */
    providerChargeId: text('provider_charge_id').notNull().unique(),
    amount: integer('amount').notNull(),
    /** The sum of this transaction's succeeded refunds (schema/business.ts), never above `amount`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    currency: text('currency').notNull().default('NZD'),
    paymentType: text('payment_type', { enum: ['SUBSCRIPTION', 'PAY_WHAT_YOU_WANT'] }).notNull(),
    billingInterval: text('billing_interval', { enum: ['MONTHLY', 'YEARLY', 'ONE_OFF'] }).notNull(),
    // requires_action: the bank asked the cardholder to confirm (3-D Secure, decision 230); nothing is charged until they do.
    status: text('status', { enum: ['pending', 'requires_action', 'succeeded', 'failed', 'refunded'] }).notNull(),
    /** Why a failed transaction failed: a decline code, or `interrupted` when no charge was made. */
    failureCode: text('failure_code'),
    description: text('description').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    placement: text('placement'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transactions_member_created_idx').on(t.memberUid, t.createdAt),
    // Transactions in time order: the CSV export's keyset batches and its count (decision 200).
    index('transactions_created_idx').on(t.createdAt, t.id),
    // Who gave a one-off gift: the supporter state's EXISTS, probed per member (decision 200).
    index('transactions_member_gifts_idx').on(t.memberUid).where(sql`${t.paymentType} = 'PAY_WHAT_YOU_WANT' AND ${t.status} = 'succeeded'`),
    // One live charge per subscription period (decision 236): a renewal's retry, a payment through
    // the update-card link, or two cards sent through one link at once cannot both take the period's
    // money. A failed attempt leaves the period free for the next one.
    uniqueIndex('transactions_one_charge_per_period_idx')
      .on(t.subscriptionId, sql`(${t.metadata} ->> 'renewalOf')`)
      .where(sql`${t.status} <> 'failed' AND (${t.metadata} ->> 'renewalOf') IS NOT NULL`),
  ],
);

/** One row per (member, key): the first answer is replayed for a retry with the same body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberUid: text('member_uid').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    // retryable: our own failure ended the request; the next retry finishes the same payment.
    status: text('status', { enum: ['in_progress', 'completed', 'retryable'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberUid, t.key] })],
);

/** Provider webhook events already applied, stored in the same transaction as their work. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's own ledger of charges: what Stripe would hold for us. One row per
 * idempotency key (our transaction id), so a retried or recovered charge is never made twice.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** The sandbox's customer (the uid it was charged for): the provider's record, so not moved when accounts merge. */
  customerId: text('customer_id').notNull(),
  providerPaymentMethodId: text('provider_payment_method_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  // requires_action: a 3-D Secure challenge waits for the cardholder (the sandbox's bank screen).
  outcome: text('outcome', { enum: ['requires_action', 'succeeded', 'declined'] }).notNull(),
  declineCode: text('decline_code'),
  /** What Stripe calls the intent's client secret: the challenge screen is opened with it, and nothing else (decision 230). */
  clientSecret: text('client_secret'),
  /** A renewal's charge, made while the cardholder was away: 4000 0025 0000 3155 asks only on the site. */
  offSession: boolean('off_session').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe events about a customer we cannot match to a member yet, applied once we can. */
export const deferredStripeEvents = pgTable(
  'deferred_stripe_events',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deferred_stripe_events_customer_idx').on(t.customerId)],
);
