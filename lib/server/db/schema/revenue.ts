import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The money taken, rolled up: one row per New Zealand month × placement × billing interval ×
 * payment type × amount, counting the transactions that took money (status succeeded, or
 * refunded since) and the sum of what was given back on them. Triggers on `transactions`
 * (migration 0009) keep it exact in the same database transaction as every insert, update and
 * delete, so the revenue report reads a few thousand rows instead of a year's payments
 * (decision 203). Never written by the application.
 */
export const revenuePaymentMonths = pgTable(
  'revenue_payment_months',
  {
    /** The 1st of the payment's month in New Zealand (Pacific/Auckland). */
    nzMonth: date('nz_month', { mode: 'string' }).notNull(),
    /** The transaction's placement, '' when it had none. */
    placement: text('placement').notNull(),
    billingInterval: text('billing_interval').notNull(),
    paymentType: text('payment_type').notNull(),
    amount: integer('amount').notNull(),
    /** How many such payments took money; 0 once they all went (a row is never deleted). */
    payments: integer('payments').notNull(),
    /** The sum of their refunded_amount. */
    refunded: bigint('refunded', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.nzMonth, t.placement, t.billingInterval, t.paymentType, t.amount] })],
);
