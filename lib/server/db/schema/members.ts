import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A reader known to us, keyed by Firebase uid (ds_id = uid). */
export const members = pgTable(
  'members',
  {
    uid: text('uid').primaryKey(),
    email: text('email'),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    type: text('type').notNull().default('standard'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`), index('members_stripe_customer_idx').on(t.stripeCustomerId)],
);
