import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { subscriptions, transactions } from './payments';

/**
 * Every action staff take on a member's account or money, as it was done: who, what, on what,
 * the row before and after. Written in the same database transaction as the action, never
 * updated or deleted (an erased member's rows keep the ids, which lead nowhere).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The staff member who acted; text, not a reference, so the record outlives their account. */
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email'),
    /** e.g. 'transaction.refund', 'subscription.pause', 'member.role' (DESK_AUDIT_ACTIONS in lib/desk/audit-actions.ts). */
    action: text('action').notNull(),
    /** The member the action was about, when it was about one. */
    memberUid: text('member_uid'),
    /** What was acted on: 'transaction', 'subscription', 'member', 'complimentary_membership'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt, t.id), index('audit_log_member_idx').on(t.memberUid, t.createdAt)],
);

/**
 * Money given back on a transaction, in full or in part. The key is unique, so a retried refund
 * is the same refund; the sum of a transaction's refunds never passes its amount
 * (transactions.refunded_amount is that sum, kept in the same database transaction).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id),
    memberUid: text('member_uid').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('NZD'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    reason: text('reason').notNull().default(''),
    createdByUid: text('created_by_uid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_transaction_idx').on(t.transactionId), index('refunds_created_idx').on(t.createdAt)],
);

/**
 * A subscription's history, one row per change: created, amount or interval changed, paused,
 * resumed, cancelled (with the reason), reactivated, lapsed (ended unpaid). Revenue's
 * new/churned/paused/reactivated figures per month are counted from it.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    memberUid: text('member_uid').notNull(),
    kind: text('kind', { enum: ['created', 'changed', 'paused', 'resumed', 'canceled', 'reactivated', 'lapsed'] }).notNull(),
    /** The subscription's amount (cents) and interval after this event. */
    amount: integer('amount').notNull(),
    billingInterval: text('billing_interval', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
    reason: text('reason'),
    /** Staff uid when the newsroom did it; null when the member or the provider did. */
    actorUid: text('actor_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.createdAt), index('subscription_events_kind_created_idx').on(t.kind, t.createdAt)],
);

/** Membership given without payment, for a period (a contributor, a prize, a partner). */
export const complimentaryMemberships = pgTable(
  'complimentary_memberships',
  {
    id: serial('id').primaryKey(),
    memberUid: text('member_uid')
      .notNull()
      .references(() => members.uid),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    grantedByUid: text('granted_by_uid').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complimentary_memberships_member_idx').on(t.memberUid, t.endsAt)],
);
