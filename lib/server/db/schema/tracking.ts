import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').notNull().default({}),
    email: text('email'),
    memberUid: text('member_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_created_idx').on(t.name, t.createdAt),
    // Merging an anonymous reader into an account moves their events by uid.
    index('analytics_events_member_idx').on(t.memberUid),
  ],
);

/** Errors reported by browsers through /api/logger, already capped. */
export const clientLogs = pgTable('client_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  message: text('message').notNull(),
  callstack: text('callstack'),
  stamp: text('stamp'),
  userAgent: text('user_agent'),
  referrer: text('referrer'),
  url: text('url'),
  errorName: text('error_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
