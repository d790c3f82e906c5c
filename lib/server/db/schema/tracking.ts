import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
    // The retention job reads and deletes by day, whatever the event (decision 248).
    index('analytics_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Analytics events rolled up by the retention job (decision 248): one row per New Zealand day ×
 * event name × placement, written once for each day after it ends and before its raw events are
 * deleted. The name is one of the site's events (ANALYTICS_EVENTS) or `other`, the placement one
 * of the donation placements or `unknown`, so a script posting made-up names or placements adds
 * nothing here.
 */
export const analyticsEventDays = pgTable(
  'analytics_event_days',
  {
    nzDay: date('nz_day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    placement: text('placement').notNull(),
    events: integer('events').notNull(),
  },
  // Name first: the revenue page reads one event's days.
  (t) => [primaryKey({ columns: [t.name, t.nzDay, t.placement] })],
);

/** How far a roll-up has gone: the last New Zealand day it covers (`analytics_events`: analytics_event_days). */
export const rollUpMarks = pgTable('roll_up_marks', {
  name: text('name').primaryKey(),
  through: date('through', { mode: 'string' }).notNull(),
});

/**
 * Browser and server errors grouped by fingerprint (decision 245): one row a kind of error,
 * counted, with the latest report as its sample, however often it happens.
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    /** sha-256 of the source, the normalised message and the normalised first frame (error-fingerprint.ts), 32 hex digits. */
    fingerprint: text('fingerprint').primaryKey(),
    source: text('source', { enum: ['browser', 'server'] }).notNull(),
    /** The normalised message: numbers, ids and hashes replaced, so reports of one error share it. */
    message: text('message').notNull(),
    /** The normalised first frame: function and file, without line, column, origin or build hashes. */
    firstFrame: text('first_frame'),
    errorName: text('error_name'),
    reports: bigint('reports', { mode: 'number' }).notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    // The latest report, as received (already capped and made one line).
    sampleMessage: text('sample_message').notNull(),
    sampleCallstack: text('sample_callstack'),
    sampleUserAgent: text('sample_user_agent'),
    /** The page's path (browser: without its query; server: the route's pattern). */
    samplePath: text('sample_path'),
    sampleReferrer: text('sample_referrer'),
    sampleRequestId: text('sample_request_id'),
  },
  (t) => [index('error_groups_last_seen_idx').on(t.lastSeen)],
);

/** Reports of each error group per hour, for "in the last 24 hours"; pruned with the groups. */
export const errorGroupHours = pgTable(
  'error_group_hours',
  {
    fingerprint: text('fingerprint')
      .notNull()
      .references(() => errorGroups.fingerprint, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    reports: integer('reports').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fingerprint, t.hour] }), index('error_group_hours_hour_idx').on(t.hour)],
);

