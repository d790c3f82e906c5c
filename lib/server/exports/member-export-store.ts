import { asc, count, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema/members';
import { newsletters, newsletterSubscriptions } from '../db/schema/newsletters';
import { subscriptions, transactions } from '../db/schema/payments';

export async function countMembers(db: Db): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(members);
  return row?.rows ?? 0;
}

/**
 * One batch of members after `afterUid` (keyset on the primary key), each with what its supporter
 * state and total are worked out from. The subqueries use the member indexes of subscriptions and
 * transactions, so a batch costs the same wherever it is in the table.
 */
export function memberBatchAfter(db: Db, afterUid: string | null, limit: number, now: Date) {
  const at = now.toISOString();
  // The batch's members are chosen first, then each gets its facts (biz-scale, decision 200):
  // computed beside ORDER BY … LIMIT, the planner costed the EXISTS for every member after the
  // cursor and hashed all subscriptions and every gift per batch (0.6 s a batch at 100,000
  // members); on the chosen batch they are index probes.
  const batch = db
    .select({
      uid: members.uid,
      email: members.email,
      name: members.name,
      firstName: members.firstName,
      lastName: members.lastName,
      type: members.type,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(afterUid === null ? undefined : gt(members.uid, afterUid))
    .orderBy(asc(members.uid))
    .limit(limit)
    .as('batch');
  return db
    .select({
      uid: batch.uid,
      email: batch.email,
      name: batch.name,
      firstName: batch.firstName,
      lastName: batch.lastName,
      type: batch.type,
      createdAt: batch.createdAt,
      recurring: sql<boolean>`exists (select 1 from ${subscriptions} s where s.member_uid = ${batch.uid} and s.status = 'ACTIVE' and (s.paused_until is null or s.paused_until <= ${at}::timestamptz))`,
      paused: sql<boolean>`exists (select 1 from ${subscriptions} s where s.member_uid = ${batch.uid} and s.status = 'ACTIVE' and s.paused_until > ${at}::timestamptz)`,
      hadSubscription: sql<boolean>`exists (select 1 from ${subscriptions} s where s.member_uid = ${batch.uid})`,
      gaveOnce: sql<boolean>`exists (select 1 from ${transactions} t where t.member_uid = ${batch.uid} and t.status = 'succeeded' and t.payment_type = 'PAY_WHAT_YOU_WANT')`,
      // 'refunded' rows count too: their refunded_amount takes away what was given back.
      totalGiven: sql<number>`coalesce((select sum(t.amount - t.refunded_amount) from ${transactions} t where t.member_uid = ${batch.uid} and t.status in ('succeeded', 'refunded')), 0)`.mapWith(Number),
    })
    .from(batch)
    .orderBy(asc(batch.uid));
}

export type MemberExportRow = Awaited<ReturnType<typeof memberBatchAfter>>[number];

/** The newsletter lists, in the order readers see them: one column each. */
export const listNewsletterColumns = (db: Db) =>
  db.select({ listId: newsletters.listId, name: newsletters.name }).from(newsletters).orderBy(asc(newsletters.position), asc(newsletters.listId));

/** The newsletter subscriptions of a batch's members: by uid, or by email for ones made before they signed up. */
export function newsletterConsentsOf(db: Db, uids: string[], emails: string[]) {
  if (uids.length === 0) return Promise.resolve([]);
  const byUid = inArray(newsletterSubscriptions.memberUid, uids);
  return db
    .select({
      email: newsletterSubscriptions.email,
      memberUid: newsletterSubscriptions.memberUid,
      listId: newsletterSubscriptions.listId,
      status: newsletterSubscriptions.status,
      consentAt: newsletterSubscriptions.consentAt,
      createdAt: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .where(emails.length ? or(byUid, inArray(newsletterSubscriptions.email, emails)) : byUid);
}

export type NewsletterConsentRow = Awaited<ReturnType<typeof newsletterConsentsOf>>[number];
