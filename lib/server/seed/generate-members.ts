import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberSeedStatements, SEED_UID_PREFIX, type MemberSeedPlan } from './member-seed-sql';

// Benchmark filler for the business desk (issue [15]): members, their subscriptions and gifts,
// refunds, newsletter consent, donate-button clicks and a few comments, made by SQL in the
// database (INSERT … SELECT … FROM generate_series) rather than row by row from Node: a million
// transactions take seconds on Postgres instead of the hours a million ORM inserts would.

export interface MemberSeedReport {
  members: number;
  subscriptions: number;
  transactions: number;
  subscriptionEvents: number;
  refunds: number;
  newsletterSubscriptions: number;
  analyticsEvents: number;
  comments: number;
  /** Seconds per step, in order. */
  steps: { step: string; seconds: number }[];
}

export class MemberSeedRefused extends Error {}

const count = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => Number(((await db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);

/**
 * Adds `members` generated members (and ten transactions each) to an empty payments ledger.
 * Refuses a database that already has seeded members (it would not know what was added), and one
 * with any transactions unless `allowExistingPayments`: real money must never be mixed with filler
 * by a mistyped DATABASE_URL.
 */
export async function seedGeneratedMembers(
  db: Db,
  members: number,
  options: { now?: Date; allowExistingPayments?: boolean; onStep?: (step: string, seconds: number) => void } = {},
): Promise<MemberSeedReport> {
  if (!Number.isInteger(members) || members < 10 || members > 999_999) throw new MemberSeedRefused('--members must be a whole number from 10 to 999,999');
  const seeded = await count(db, sql`select count(*) as n from members where uid like ${`${SEED_UID_PREFIX}%`}`);
  if (seeded > 0) throw new MemberSeedRefused(`This database already has ${seeded.toLocaleString('en-NZ')} generated members; seed a fresh one (a new DATA_DIR or database).`);
  const payments = await count(db, sql`select count(*) as n from (select 1 from transactions limit 1) t`);
  if (payments > 0 && !options.allowExistingPayments) {
    throw new MemberSeedRefused('This database already holds transactions: generated members are only added to an empty payments ledger (pass --allow-existing-payments for a copy you mean to fill).');
  }
  // Midnight UTC of the day: every date is a whole number of days and seconds before it, so runs on
  // the same day make the same rows, and runs on other days the same shape.
  const now = options.now ?? new Date();
  const plan: MemberSeedPlan = { members, anchor: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) };
  const steps: MemberSeedReport['steps'] = [];
  await db.transaction(async (tx) => {
    for (const { step, statement } of memberSeedStatements(plan)) {
      const started = performance.now();
      await tx.execute(sql.raw(statement));
      const seconds = (performance.now() - started) / 1000;
      steps.push({ step, seconds });
      options.onStep?.(step, seconds);
    }
  });
  const started = performance.now();
  // PGlite runs no autovacuum: without it the visibility map is empty (no index-only scans) and
  // the planner has no counts for the new rows.
  await db.execute(sql`vacuum analyze`);
  steps.push({ step: 'vacuum analyze', seconds: (performance.now() - started) / 1000 });
  options.onStep?.('vacuum analyze', (performance.now() - started) / 1000);
  const like = `${SEED_UID_PREFIX}%`;
  return {
    members: await count(db, sql`select count(*) as n from members where uid like ${like}`),
    subscriptions: await count(db, sql`select count(*) as n from subscriptions where member_uid like ${like}`),
    transactions: await count(db, sql`select count(*) as n from transactions where member_uid like ${like}`),
    subscriptionEvents: await count(db, sql`select count(*) as n from subscription_events where member_uid like ${like}`),
    refunds: await count(db, sql`select count(*) as n from refunds where member_uid like ${like}`),
    newsletterSubscriptions: await count(db, sql`select count(*) as n from newsletter_subscriptions where member_uid like ${like}`),
    analyticsEvents: await count(db, sql`select count(*) as n from analytics_events where name = 'donation_button_click'`),
    comments: await count(db, sql`select count(*) as n from comments where member_uid like ${like}`),
    steps,
  };
}
