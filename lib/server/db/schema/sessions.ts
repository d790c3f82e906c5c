import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Session cookies signed out before they expire. Firebase can only revoke every session of a
 * user at once (revokeRefreshTokens), so signing out of one browser is recorded here and
 * checked on every GET /api/auth/auth. Rows are useless after `expires_at` and are pruned.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    /** sha256 of the cookie value, hex: the cookie itself is a credential and is never stored. */
    cookieHash: text('cookie_hash').primaryKey(),
    /** The Firebase uid the cookie was for; not a foreign key, as a signed-in user may have no member row. */
    uid: text('uid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);
