import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { newsletters } from '@/lib/server/db/schema/newsletters';
import { Placement } from '@/lib/schemas/payments';
import { MemberSeedRefused, type MemberSeedReport, seedGeneratedMembers } from '@/lib/server/seed/generate-members';
import { insertArticle, insertDonation } from '../../../helpers/member-rows';

// The 100,000-member bench seeds with this; here a small run proves the rows hang together.
const MEMBERS = 500;
const now = new Date('2026-11-25T09:30:00Z');
const anchor = '2026-11-25T00:00:00.000Z';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => Number((await rows<{ n: string | number }>(db, query))[0]?.n);

describe('seedGeneratedMembers', () => {
  let db: Db;
  let report: MemberSeedReport;

  beforeAll(async () => {
    db = await getDb();
    await db.insert(newsletters).values([
      { listId: 'morning-briefing', name: 'Morning briefing', description: 'Daily', frequency: 'Daily' },
      { listId: 'climate-dispatch', name: 'Climate dispatch', description: 'Weekly', frequency: 'Weekly' },
    ]);
    await insertArticle(db);
    report = await seedGeneratedMembers(db, MEMBERS, { now });
  }, 240_000);

  it('makes the members asked for and ten transactions each', () => {
    expect(report.members).toBe(MEMBERS);
    expect(report.transactions).toBe(MEMBERS * 10);
    expect(report.analyticsEvents).toBe(MEMBERS * 5);
    expect(report.refunds).toBeGreaterThan(0);
    expect(report.comments).toBeGreaterThan(0);
  });

  it('mixes recurring charges and one-off gifts, mostly monthly renewals', async () => {
    const kinds = await rows<{ billing_interval: string; n: string }>(db, sql`select billing_interval, count(*) as n from transactions group by billing_interval`);
    const by = Object.fromEntries(kinds.map((row) => [row.billing_interval, Number(row.n)]));
    expect(by.MONTHLY).toBeGreaterThan(MEMBERS * 10 * 0.5);
    expect(by.YEARLY).toBeGreaterThan(0);
    expect(by.ONE_OFF).toBeGreaterThan(MEMBERS);
    const amounts = (await rows<{ low: number; high: number }>(db, sql`select min(amount) as low, max(amount) as high from transactions`))[0];
    expect(amounts).toEqual({ low: 500, high: 10_000 });
    const placements = await rows<{ placement: string | null }>(db, sql`select distinct placement from transactions`);
    expect(placements.map((row) => row.placement).sort()).toEqual([...Placement.options, null].sort());
  });

  it('dates every payment after its member joined and before today, over about three years', async () => {
    expect(await one(db, sql`select count(*) as n from transactions t join members m on m.uid = t.member_uid where t.created_at < m.created_at or t.created_at >= ${anchor}::timestamptz`)).toBe(0);
    const oldest = await one(db, sql`select extract(epoch from ${anchor}::timestamptz - min(created_at)) / 86400 as n from members`);
    expect(oldest).toBeGreaterThan(900);
    expect(oldest).toBeLessThanOrEqual(1095);
  });

  it('gives every subscription a history that matches its state', async () => {
    // Started with a created event, at its first charge, and now at the amount of its last event.
    expect(await one(db, sql`select count(*) as n from subscriptions s where not exists (select 1 from subscription_events e where e.subscription_id = s.id and e.kind = 'created' and e.created_at = s.created_at)`)).toBe(0);
    expect(
      await one(db, sql`select count(*) as n from subscriptions s where s.amount <> (select e.amount from subscription_events e where e.subscription_id = s.id order by e.created_at desc, e.id desc limit 1)`),
    ).toBe(0);
    expect(await one(db, sql`select count(*) as n from subscriptions s where (select min(created_at) from transactions t where t.subscription_id = s.id) <> s.created_at`)).toBe(0);
    // Cancelled or lapsed ones end with that event, at canceled_at, and are charged no later.
    expect(
      await one(db, sql`select count(*) as n from subscriptions s where s.status = 'DELETED' and not exists (select 1 from subscription_events e where e.subscription_id = s.id and e.kind in ('canceled', 'lapsed') and e.created_at = s.canceled_at)`),
    ).toBe(0);
    expect(await one(db, sql`select count(*) as n from transactions t join subscriptions s on s.id = t.subscription_id where s.canceled_at is not null and t.created_at > s.canceled_at`)).toBe(0);
    // Paused ones are paused into the future, with the pause recorded.
    const paused = await one(db, sql`select count(*) as n from subscriptions where paused_until > ${anchor}::timestamptz`);
    expect(paused).toBeGreaterThan(0);
    expect(await one(db, sql`select count(*) as n from subscriptions s where s.paused_until is not null and not exists (select 1 from subscription_events e where e.subscription_id = s.id and e.kind = 'paused')`)).toBe(0);
    const states = await rows<{ status: string; n: string }>(db, sql`select status, count(*) as n from subscriptions group by status`);
    expect(states.map((row) => row.status).sort()).toEqual(['ACTIVE', 'DELETED']);
    expect(await one(db, sql`select count(*) as n from subscription_events where kind = 'reactivated'`)).toBeGreaterThan(0);
  });

  it('keeps each transaction refunded total equal to its refunds, never above what was paid', async () => {
    expect(
      await one(db, sql`select count(*) as n from transactions t where t.refunded_amount <> coalesce((select sum(r.amount) from refunds r where r.transaction_id = t.id and r.status = 'succeeded'), 0) or t.refunded_amount > t.amount`),
    ).toBe(0);
    expect(await one(db, sql`select count(*) as n from refunds r join transactions t on t.id = r.transaction_id where t.status <> 'succeeded'`)).toBe(0);
  });

  it('leaves the revenue roll-up equal to the payments it wrote (decision 203)', async () => {
    const cells = (table: ReturnType<typeof sql>) =>
      one(db, sql`select count(*) as n from (${table} except all select * from (
        select to_char(created_at at time zone 'Pacific/Auckland', 'YYYY-MM'), coalesce(placement, ''), billing_interval, payment_type, amount, count(*)::bigint, sum(refunded_amount)::bigint
        from transactions where status in ('succeeded', 'refunded') group by 1, 2, 3, 4, 5) expected) differing`);
    const rolledUp = sql`select to_char(nz_month, 'YYYY-MM'), placement, billing_interval, payment_type, amount, payments::bigint, refunded from revenue_payment_months where payments > 0`;
    expect(await one(db, sql`select count(*) as n from revenue_payment_months where payments > 0`)).toBeGreaterThan(100);
    expect(await cells(rolledUp)).toBe(0);
    expect(await one(db, sql`select count(*) as n from (select 1 from transactions where status in ('succeeded', 'refunded') group by to_char(created_at at time zone 'Pacific/Auckland', 'YYYY-MM'), placement, billing_interval, payment_type, amount) expected`)).toBe(
      await one(db, sql`select count(*) as n from revenue_payment_months where payments > 0`),
    );
  });

  it('records consent for every confirmed newsletter subscription', async () => {
    expect(await one(db, sql`select count(*) as n from newsletter_subscriptions where member_uid like 'seed_%'`)).toBeGreaterThan(MEMBERS * 0.4);
    expect(await one(db, sql`select count(*) as n from newsletter_subscriptions where status <> 'pending' and (consent_at is null or consent_ip is null)`)).toBe(0);
  });

  it('records donate-button clicks in the shape the buttons send', async () => {
    const clicks = await rows<{ data: { amount: number; interval: string; placement: string } }>(db, sql`select data from analytics_events where name = 'donation_button_click'`);
    expect(clicks.every((click) => Placement.safeParse(click.data.placement).success && ['month', 'year', 'one-off'].includes(click.data.interval) && click.data.amount >= 5)).toBe(true);
  });

  it('refuses to seed the same database twice', async () => {
    await expect(seedGeneratedMembers(db, MEMBERS, { now })).rejects.toThrow(MemberSeedRefused);
    expect(await one(db, sql`select count(*) as n from members where uid like 'seed_%'`)).toBe(MEMBERS);
  });

  it('refuses a database that already holds payments unless told it may', async () => {
    for (const table of ['comment_reports', 'comments', 'refunds', 'subscription_events', 'transactions', 'subscriptions', 'payment_methods', 'newsletter_subscriptions', 'members']) {
      await db.execute(sql.raw(`delete from ${table}`));
    }
    const uid = `real-${randomUUID()}`;
    await db.insert(members).values({ uid, email: `${uid}@example.nz` });
    await insertDonation(db, uid);
    await expect(seedGeneratedMembers(db, 10, { now })).rejects.toThrow(/already holds transactions/);
    expect(await one(db, sql`select count(*) as n from members`)).toBe(1);
    const allowed = await seedGeneratedMembers(db, 10, { now, allowExistingPayments: true });
    expect(allowed.transactions).toBe(100);
  }, 120_000);
});
