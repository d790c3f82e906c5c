import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { MemberCursorPosition, SupporterState } from '@/lib/schemas/desk-members';
import type { Db } from '../db/client';
import { members } from '../db/schema/members';

// The member list's one query (decision 190): keyset pages over members (created_at, uid), each
// filter an EXISTS on an indexed column of the member's own rows, never a join that multiplies
// members or an OFFSET that reads every earlier page.

/**
 * How the member stands as a supporter at `now`, one state each, first match wins (decision 191):
 * an active subscription not paused, one paused, any subscription (none active: lapsed), a paid
 * one-off gift, nothing.
 */
export function supporterStateSql(now: Date): SQL<SupporterState> {
  const at = now.toISOString();
  return sql<SupporterState>`case
    when exists (select 1 from subscriptions s where s.member_uid = ${members.uid} and s.status = 'ACTIVE' and (s.paused_until is null or s.paused_until <= ${at}::timestamptz)) then 'recurring'
    when exists (select 1 from subscriptions s where s.member_uid = ${members.uid} and s.status = 'ACTIVE' and s.paused_until > ${at}::timestamptz) then 'paused'
    when exists (select 1 from subscriptions s where s.member_uid = ${members.uid}) then 'lapsed'
    when exists (select 1 from transactions t where t.member_uid = ${members.uid} and t.payment_type = 'PAY_WHAT_YOU_WANT' and t.status = 'succeeded') then 'one_off'
    else 'none' end`;
}

/** Cents the member gave in charges that went through, less what was refunded. */
export const totalGivenSql = sql<number>`coalesce((select sum(t.amount - t.refunded_amount) from transactions t where t.member_uid = ${members.uid} and t.status in ('succeeded', 'refunded')), 0)::integer`;

/** The placement of the member's first charge that went through (null when they have none, or it had none). */
const firstPlacementSql = sql`(select t.placement from transactions t where t.member_uid = ${members.uid} and t.status in ('succeeded', 'refunded') order by t.created_at, t.id limit 1)`;

// Microseconds, so the next page starts exactly after the last row (a JavaScript Date has milliseconds only).
const createdMicros = sql<string>`((extract(epoch from ${members.createdAt}) * 1000000)::bigint)::text`;
// The cursor's time back as a timestamptz, exactly (a bigint times one microsecond), so the row comparison can use an index.
const fromMicros = (micros: string) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

// LIKE's own wildcards in what was typed match themselves, not anything.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface MemberListFilters {
  /** A lower-cased email start (with @): matched against lower(email) only, so its index serves. */
  emailPrefix?: string;
  /** Words of a name (or an email's start). */
  words?: string;
  state?: SupporterState;
  list?: string;
  joinedFrom?: Date;
  /** The first instant not included. */
  joinedBefore?: Date;
  firstPlacement?: string;
  after?: MemberCursorPosition;
  before?: MemberCursorPosition;
}

function stateCondition(state: SupporterState, now: Date): SQL {
  // The same tests as supporterStateSql, each written as its own EXISTS so the planner can use it as a filter.
  const at = now.toISOString();
  const active = sql`exists (select 1 from subscriptions s where s.member_uid = ${members.uid} and s.status = 'ACTIVE')`;
  const anySubscription = sql`exists (select 1 from subscriptions s where s.member_uid = ${members.uid})`;
  switch (state) {
    case 'recurring':
      return sql`exists (select 1 from subscriptions s where s.member_uid = ${members.uid} and s.status = 'ACTIVE' and (s.paused_until is null or s.paused_until <= ${at}::timestamptz))`;
    case 'paused':
      return sql`(exists (select 1 from subscriptions s where s.member_uid = ${members.uid} and s.status = 'ACTIVE' and s.paused_until > ${at}::timestamptz)
        and not exists (select 1 from subscriptions s where s.member_uid = ${members.uid} and s.status = 'ACTIVE' and (s.paused_until is null or s.paused_until <= ${at}::timestamptz)))`;
    case 'lapsed':
      return sql`(${anySubscription} and not ${active})`;
    case 'one_off':
      return sql`(not ${anySubscription} and exists (select 1 from transactions t where t.member_uid = ${members.uid} and t.payment_type = 'PAY_WHAT_YOU_WANT' and t.status = 'succeeded'))`;
    case 'none':
      return sql`(not ${anySubscription} and not exists (select 1 from transactions t where t.member_uid = ${members.uid} and t.payment_type = 'PAY_WHAT_YOU_WANT' and t.status = 'succeeded'))`;
  }
}

function conditionsOf(filters: MemberListFilters, now: Date): SQL[] {
  const where: SQL[] = [];
  if (filters.emailPrefix) where.push(sql`lower(${members.email}) like ${`${escapeLike(filters.emailPrefix)}%`}`);
  if (filters.words) {
    const containing = `%${escapeLike(filters.words)}%`;
    where.push(sql`(${members.name} ilike ${containing}
      or (coalesce(${members.firstName}, '') || ' ' || coalesce(${members.lastName}, '')) ilike ${containing}
      or lower(${members.email}) like ${`${escapeLike(filters.words.toLowerCase())}%`})`);
  }
  if (filters.state) where.push(stateCondition(filters.state, now));
  if (filters.list) {
    where.push(sql`exists (select 1 from newsletter_subscriptions n where n.list_id = ${filters.list} and n.status = 'active'
      and (n.member_uid = ${members.uid} or n.email = lower(${members.email})))`);
  }
  if (filters.joinedFrom) where.push(sql`${members.createdAt} >= ${filters.joinedFrom.toISOString()}::timestamptz`);
  if (filters.joinedBefore) where.push(sql`${members.createdAt} < ${filters.joinedBefore.toISOString()}::timestamptz`);
  if (filters.firstPlacement) where.push(sql`${firstPlacementSql} = ${filters.firstPlacement}`);
  if (filters.after) where.push(sql`(${members.createdAt}, ${members.uid}) < (${fromMicros(filters.after.micros)}, ${filters.after.uid})`);
  if (filters.before) where.push(sql`(${members.createdAt}, ${members.uid}) > (${fromMicros(filters.before.micros)}, ${filters.before.uid})`);
  return where;
}

/**
 * Up to `limit` members matching the filters, newest first; with `before`, the `limit` just
 * newer than it, still answered newest first.
 */
export async function listMemberRows(db: Db, filters: MemberListFilters, now: Date, limit: number) {
  const backwards = Boolean(filters.before);
  const rows = await db
    .select({
      uid: members.uid,
      email: members.email,
      name: members.name,
      firstName: members.firstName,
      lastName: members.lastName,
      type: members.type,
      createdAt: members.createdAt,
      createdMicros,
      supporter: supporterStateSql(now),
      totalGiven: totalGivenSql,
    })
    .from(members)
    .where(and(...conditionsOf(filters, now)))
    .orderBy(...(backwards ? [asc(members.createdAt), asc(members.uid)] : [desc(members.createdAt), desc(members.uid)]))
    .limit(limit);
  return backwards ? rows.reverse() : rows;
}

export type MemberListRow = Awaited<ReturnType<typeof listMemberRows>>[number];
