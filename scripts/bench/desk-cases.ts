// The desk calls the 100,000-member bench times (npm run bench:desk), each through its real
// service as the desk's pages and routes call it, by name. The fixtures (a deep cursor, a real
// email and name, the member with the most transactions) are read from the seeded database.
import { nzDay } from '@/lib/dates/nz-time';
import { encodeMemberCursor, type MemberListQuery } from '@/lib/schemas/desk-members';
import type { Db } from '@/lib/server/db/client';
import { getMemberRecord } from '@/lib/server/member-directory/member-record-service';
import { listMembers } from '@/lib/server/member-directory/member-list-service';
import { getRevenueReport } from '@/lib/server/revenue/revenue-service';
import { EXPORT_BATCH_SIZE } from '@/lib/server/exports/export-deps';
import { memberBatchAfter } from '@/lib/server/exports/member-export-store';
import { countTransactionsBetween, transactionBatchAfter } from '@/lib/server/exports/transaction-export-store';
import { rawRows } from './desk-statements';

export const BENCH_ADMIN_UID = 'bench_admin';

export interface DeskCase {
  name: string;
  run: () => Promise<unknown>;
}

export interface DeskFixtures {
  deepCursor: string;
  /** How many members come before the deep page. */
  deepOffset: number;
  email: string;
  name: string;
  busiestMember: string;
  busiestTransactions: number;
  today: string;
  monthAgo: string;
  /** The middle transaction (by time) and member (by uid): where a batch of an export starts halfway. */
  middleTransaction: { at: string; id: string };
  middleUid: string;
  firstTransactionAt: Date;
}

/** The administrator every call is made as (the services check the role on each call). */
export async function ensureBenchAdmin(db: Db): Promise<void> {
  await rawRows(db, `insert into members (uid, email, name, type) values ($1, 'bench-admin@example.nz', 'Bench Administrator', 'administrator') on conflict (uid) do nothing`, [BENCH_ADMIN_UID]);
}

export async function deskFixtures(db: Db, now: Date): Promise<DeskFixtures> {
  const [{ total }] = (await rawRows<{ total: string }>(db, 'select count(*) as total from members')) as [{ total: string }];
  const deepOffset = Math.floor(Number(total) / 2);
  const [deep] = await rawRows<{ micros: string; uid: string }>(
    db,
    `select ((extract(epoch from created_at) * 1000000)::bigint)::text as micros, uid from members order by created_at desc, uid desc offset $1 limit 1`,
    [deepOffset - 1],
  );
  const [someone] = await rawRows<{ email: string; name: string }>(db, `select email, name from members where uid like 'seed\\_%' and name is not null order by uid offset $1 limit 1`, [Math.floor(deepOffset * 0.6)]);
  const [busiest] = await rawRows<{ member_uid: string; n: string }>(db, 'select member_uid, count(*) as n from transactions group by member_uid order by count(*) desc, member_uid limit 1');
  const [middle] = await rawRows<{ at: string; id: string }>(db, 'select created_at::text as at, id from transactions order by created_at, id offset (select count(*) / 2 from transactions) limit 1');
  const [middleMember] = await rawRows<{ uid: string }>(db, 'select uid from members order by uid offset $1 limit 1', [deepOffset]);
  const [first] = await rawRows<{ at: Date }>(db, 'select min(created_at) as at from transactions');
  if (!deep || !someone || !busiest || !middle || !middleMember || !first) throw new Error('the database holds no generated members: seed it first');
  return {
    deepCursor: encodeMemberCursor({ micros: deep.micros, uid: deep.uid }),
    deepOffset,
    email: someone.email,
    name: someone.name,
    busiestMember: busiest.member_uid,
    busiestTransactions: Number(busiest.n),
    today: nzDay(now),
    monthAgo: nzDay(new Date(now.getTime() - 30 * 86_400_000)),
    middleTransaction: middle,
    middleUid: middleMember.uid,
    firstTransactionAt: new Date(first.at),
  };
}

/** Every page and figure of the business desk, by name. The exports are measured on their own (desk-export-run.ts). */
export function deskCases(db: Db, now: Date, fixtures: DeskFixtures): DeskCase[] {
  const deps = { db, now: () => now };
  const allTime = { start: fixtures.firstTransactionAt, end: now };
  const list = (query: MemberListQuery) => () => listMembers(deps, BENCH_ADMIN_UID, query);
  return [
    { name: 'members: first page', run: list({}) },
    { name: `members: page after ${fixtures.deepOffset.toLocaleString('en-NZ')} (cursor)`, run: list({ after: fixtures.deepCursor }) },
    { name: 'members: search by email', run: list({ q: fixtures.email }) },
    { name: 'members: search by email start', run: list({ q: `${fixtures.email.split('@')[0]}@` }) },
    { name: 'members: search by name', run: list({ q: fixtures.name }) },
    { name: 'members: search, no match', run: list({ q: 'Zyxwvut' }) },
    { name: 'members: recurring', run: list({ state: 'recurring' }) },
    { name: 'members: paused', run: list({ state: 'paused' }) },
    { name: 'members: one-off', run: list({ state: 'one_off' }) },
    { name: 'members: lapsed', run: list({ state: 'lapsed' }) },
    { name: 'members: newsletter list', run: list({ list: 'climate-dispatch' }) },
    { name: 'members: joined in the last 30 days', run: list({ joinedFrom: fixtures.monthAgo, joinedTo: fixtures.today }) },
    { name: 'members: first gift from UPDATE', run: list({ firstPlacement: 'UPDATE' }) },
    { name: 'members: paused, first gift from PROFILE', run: list({ state: 'paused', firstPlacement: 'PROFILE' }) },
    { name: `member record (${fixtures.busiestTransactions} transactions)`, run: () => getMemberRecord(deps, BENCH_ADMIN_UID, fixtures.busiestMember) },
    { name: 'revenue: 12 months', run: () => getRevenueReport(deps, BENCH_ADMIN_UID, {}) },
    // One batch of each export, halfway through: what every one of its thousand batches costs.
    { name: 'transactions export: count (progress bar)', run: () => countTransactionsBetween(db, allTime) },
    { name: `transactions export: a batch of ${EXPORT_BATCH_SIZE} halfway`, run: () => transactionBatchAfter(db, allTime, fixtures.middleTransaction, EXPORT_BATCH_SIZE) },
    { name: `members export: a batch of ${EXPORT_BATCH_SIZE} halfway`, run: () => memberBatchAfter(db, fixtures.middleUid, EXPORT_BATCH_SIZE, now) },
  ];
}
