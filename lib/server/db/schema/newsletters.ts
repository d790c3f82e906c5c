import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from './members';

export const newsletters = pgTable('newsletters', {
  listId: text('list_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  frequency: text('frequency').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** pending until a visitor confirms (double opt-in), then active; unsubscribed keeps the consent trail. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    listId: text('list_id')
      .notNull()
      .references(() => newsletters.listId),
    memberUid: text('member_uid').references(() => members.uid),
    source: text('source').notNull(),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentIp: text('consent_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('newsletter_subscriptions_email_list_unique').on(t.email, t.listId), index('newsletter_subscriptions_member_idx').on(t.memberUid)],
);
