import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A reader known to us, keyed by Firebase uid (ds_id = uid). */
export const members = pgTable(
  'members',
  {
    uid: text('uid').primaryKey(),
    email: text('email'),
    /**
     * The email a verified owner took from this row (decision 317): the guest gifts made under it
     * wait here until that owner's verified sign-in claims them.
     */
    releasedEmail: text('released_email'),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    type: text('type').notNull().default('standard'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`),
    index('members_stripe_customer_idx').on(t.stripeCustomerId),
    // The business desk's member list: newest first, keyset pages on (created_at, uid) (decision 200).
    index('members_created_idx').on(t.createdAt, t.uid),
    // Its search by an email's start: LIKE 'prefix%' can use only a pattern_ops index (decision 200).
    index('members_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('members_released_email_idx').on(t.releasedEmail).where(sql`${t.releasedEmail} IS NOT NULL`),
  ],
);

/**
 * A staff role an administrator gave an email that has no member yet; it becomes the member's
 * type when they first sign in (as ADMIN_EMAILS does for administrators).
 */
export const staffInvites = pgTable('staff_invites', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  role: text('role').notNull(),
  invitedByUid: text('invited_by_uid').references(() => members.uid, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
