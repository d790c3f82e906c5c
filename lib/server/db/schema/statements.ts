import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The April run of yearly statement emails, one row per tax year (decision 223): which instance
 * may work on it (the one whose heartbeat is fresh), how far it got in member uid order, and when
 * it finished, so a restart goes on where it stopped and a finished year is not sent again.
 */
export const statementRuns = pgTable('statement_runs', {
  /** The tax year the statements are for, named by the year it ends in (2026: 1 April 2025 to 31 March 2026). */
  taxYear: integer('tax_year').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Renewed after every page of donors; a run whose heartbeat is older than 10 minutes is taken over. */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
  /** The last member uid whose statement was handed over; the next page starts after it. */
  afterUid: text('after_uid'),
  sent: integer('sent').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
