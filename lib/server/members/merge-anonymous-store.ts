import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { bookmarks, commentLikes, commentReports, comments, watchlistItems } from '../db/schema/community';
import { newsletterSubscriptions } from '../db/schema/newsletters';
import { idempotencyKeys, paymentMethods, subscriptions, transactions } from '../db/schema/payments';
import { analyticsEvents } from '../db/schema/tracking';
import { complimentaryMemberships, refunds, subscriptionEvents } from '../db/schema/business';

/** Every table with a member_uid column; a test checks the list against the schema. */
export const MERGED_TABLES = [
  'payment_methods',
  'subscriptions',
  'transactions',
  'idempotency_keys',
  'newsletter_subscriptions',
  'comments',
  'comment_likes',
  'comment_reports',
  'bookmarks',
  'watchlist_items',
  'analytics_events',
  'subscription_events',
  'refunds',
  'complimentary_memberships',
] as const;

/**
 * Tables with a member_uid that a merge leaves alone: an author is linked to a staff member, who
 * signs in with an account, never as an anonymous reader, so there is nothing to carry over. The
 * audit log records what was done as it was done, and is never rewritten. Podcast places and the
 * account's reading history are kept only for members signed in with an account (decisions
 * 295–296): an anonymous reader's stay in their browser, and the merge question carries them over.
 */
export const UNMERGED_TABLES = ['authors', 'audit_log', 'podcast_positions', 'account_reading_histories'] as const;

type Owned = PgTable & { memberUid: PgColumn };

const OWNED: Owned[] = [
  paymentMethods,
  subscriptions,
  transactions,
  idempotencyKeys,
  newsletterSubscriptions,
  comments,
  commentLikes,
  commentReports,
  bookmarks,
  watchlistItems,
  analyticsEvents,
  subscriptionEvents,
  refunds,
  complimentaryMemberships,
];

async function move(db: Db, table: Owned, from: string, to: string): Promise<number> {
  const rows = await db
    .update(table)
    // Drizzle cannot type a set() over a table chosen at run time; every table in OWNED has memberUid.
    .set({ memberUid: to } as never)
    .where(eq(table.memberUid, from))
    .returning({ uid: table.memberUid });
  return rows.length;
}

/** Where both uids have a row for the same thing (primary key clash), the anonymous one goes. */
const dropClashes = (db: Db, table: string, key: string, from: string, to: string): Promise<unknown> =>
  db.execute(
    sql`delete from ${sql.identifier(table)} a using ${sql.identifier(table)} c
        where a.member_uid = ${from} and c.member_uid = ${to} and c.${sql.identifier(key)} = a.${sql.identifier(key)}`,
  );

// A like dropped as a duplicate was counted twice in like_count.
const dropClashingLikes = (from: string, to: string): SQL => sql`
  with dropped as (
    delete from comment_likes a using comment_likes c
    where a.member_uid = ${from} and c.member_uid = ${to} and c.comment_id = a.comment_id
    returning a.comment_id
  )
  update comments set like_count = greatest(like_count - 1, 0) where id in (select comment_id from dropped)`;

// The kept watch-list row learns that the show was watched, if only the anonymous one knew.
const keepWatchedAt = (from: string, to: string): SQL => sql`
  update watchlist_items c set watched_at = a.watched_at from watchlist_items a
  where c.member_uid = ${to} and a.member_uid = ${from} and a.tv_show_id = c.tv_show_id
    and c.watched_at is null and a.watched_at is not null`;

/** Moves every row `from` owns to `to`, inside the caller's transaction; returns how many moved. */
export async function moveMemberData(db: Db, from: string, to: string): Promise<number> {
  await dropClashes(db, 'idempotency_keys', 'key', from, to);
  await db.execute(dropClashingLikes(from, to));
  await dropClashes(db, 'comment_reports', 'comment_id', from, to);
  await dropClashes(db, 'bookmarks', 'article_id', from, to);
  await db.execute(keepWatchedAt(from, to));
  await dropClashes(db, 'watchlist_items', 'tv_show_id', from, to);
  let moved = 0;
  for (const table of OWNED) moved += await move(db, table, from, to);
  return moved;
}
