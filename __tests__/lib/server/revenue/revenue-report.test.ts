import { randomUUID } from 'node:crypto';
import { createServices } from '@/lib/server/container';
import { getConfig } from '@/lib/server/config';
import { type Db, getDb } from '@/lib/server/db/client';
import { refunds, subscriptionEvents } from '@/lib/server/db/schema/business';
import { members } from '@/lib/server/db/schema/members';
import { subscriptions, transactions } from '@/lib/server/db/schema/payments';
import { analyticsEvents } from '@/lib/server/db/schema/tracking';
import { REVENUE_INTERVALS, REVENUE_PLACEMENTS, type RevenueFigures, type RevenueReport } from '@/lib/schemas/desk-revenue';

// Three months of activity (February to April 2026) written as well-formed rows, several on the
// edges of New Zealand months, and the report checked against figures worked out here in plain
// JavaScript from the same list, never with the report's SQL.

const NOW = new Date('2026-04-20T00:00:00Z');
const KNOWN = ['PROFILE', 'ONSITE', 'MEMBERSHOMEPAGE', 'INLINE_BANNER', 'UPDATE', 'PROFILE_ONEOFF', 'ENHANCED_SIGNUP'];

type Interval = 'MONTHLY' | 'YEARLY';
interface Plan { id: string; member: string; amount: number; interval: Interval; status: 'ACTIVE' | 'PAST_DUE' | 'DELETED'; pausedUntil: string | null; placement: string | null; createdAt: string }
interface Change { plan: string; kind: 'created' | 'changed' | 'paused' | 'resumed' | 'canceled' | 'reactivated' | 'lapsed'; at: string }
interface Payment { id: string; member: string; plan: string | null; amount: number; refunded: number; interval: Interval | 'ONE_OFF'; status: 'succeeded' | 'failed' | 'pending' | 'refunded'; placement: string | null; at: string }
interface Refund { tx: string; amount: number; status: 'succeeded' | 'failed' | 'pending'; at: string }
interface Click { placement: string | null; at: string }

const uids = Array.from({ length: 8 }, (_, i) => `rev-member-${i}-${randomUUID().slice(0, 6)}`);
const [aroha, ben, chen, dawn, eru, fay, grace, hemi] = uids as [string, string, string, string, string, string, string, string];

const PLANS: Plan[] = [
  { id: 'subscr_a1', member: aroha, amount: 1_000, interval: 'MONTHLY', status: 'ACTIVE', pausedUntil: null, placement: 'ONSITE', createdAt: '2026-02-28T11:00:00Z' }, // 1 March in NZ
  { id: 'subscr_a2', member: aroha, amount: 10_000, interval: 'YEARLY', status: 'ACTIVE', pausedUntil: null, placement: 'INLINE_BANNER', createdAt: '2026-03-10T02:00:00Z' },
  { id: 'subscr_b1', member: ben, amount: 5_000, interval: 'YEARLY', status: 'ACTIVE', pausedUntil: '2026-06-01T00:00:00Z', placement: 'PROFILE', createdAt: '2026-02-05T02:00:00Z' },
  { id: 'subscr_c1', member: chen, amount: 2_000, interval: 'MONTHLY', status: 'DELETED', pausedUntil: null, placement: 'ONSITE', createdAt: '2026-01-15T02:00:00Z' },
  { id: 'subscr_d1', member: dawn, amount: 500, interval: 'MONTHLY', status: 'PAST_DUE', pausedUntil: null, placement: null, createdAt: '2026-02-10T02:00:00Z' },
  { id: 'subscr_e1', member: eru, amount: 1_250, interval: 'MONTHLY', status: 'ACTIVE', pausedUntil: '2026-04-01T00:00:00Z', placement: 'ENHANCED_SIGNUP', createdAt: '2026-03-31T11:30:00Z' }, // 1 April in NZ; the pause is over
  { id: 'subscr_f1', member: fay, amount: 20_000, interval: 'YEARLY', status: 'ACTIVE', pausedUntil: null, placement: 'MEMBERSHOMEPAGE', createdAt: '2026-04-02T02:00:00Z' },
  { id: 'subscr_g1', member: grace, amount: 777, interval: 'MONTHLY', status: 'ACTIVE', pausedUntil: null, placement: 'article_gate', createdAt: '2026-04-03T02:00:00Z' },
];

const CHANGES: Change[] = [
  { plan: 'subscr_c1', kind: 'created', at: '2026-01-15T02:00:00Z' }, // before the range
  { plan: 'subscr_b1', kind: 'created', at: '2026-02-05T02:00:00Z' },
  { plan: 'subscr_d1', kind: 'created', at: '2026-02-10T02:00:00Z' },
  { plan: 'subscr_a1', kind: 'created', at: '2026-02-28T11:00:00Z' },
  { plan: 'subscr_a2', kind: 'created', at: '2026-03-10T02:00:00Z' },
  { plan: 'subscr_e1', kind: 'created', at: '2026-03-31T11:30:00Z' },
  { plan: 'subscr_f1', kind: 'created', at: '2026-04-02T02:00:00Z' },
  { plan: 'subscr_g1', kind: 'created', at: '2026-04-03T02:00:00Z' },
  { plan: 'subscr_b1', kind: 'paused', at: '2026-02-28T10:59:00Z' }, // still February in NZ
  { plan: 'subscr_c1', kind: 'canceled', at: '2026-03-14T02:00:00Z' },
  { plan: 'subscr_d1', kind: 'lapsed', at: '2026-03-20T02:00:00Z' },
  { plan: 'subscr_c1', kind: 'reactivated', at: '2026-03-25T02:00:00Z' },
  { plan: 'subscr_c1', kind: 'canceled', at: '2026-04-05T02:00:00Z' },
  { plan: 'subscr_e1', kind: 'paused', at: '2026-04-01T02:00:00Z' },
  { plan: 'subscr_e1', kind: 'resumed', at: '2026-04-10T02:00:00Z' },
  { plan: 'subscr_a2', kind: 'changed', at: '2026-04-11T02:00:00Z' },
  { plan: 'subscr_a1', kind: 'canceled', at: '2026-05-02T02:00:00Z' }, // after the range
];

const gift = (id: string, member: string, amount: number, placement: string | null, at: string, extra: Partial<Payment> = {}): Payment => ({
  id,
  member,
  plan: null,
  amount,
  refunded: 0,
  interval: 'ONE_OFF',
  status: 'succeeded',
  placement,
  at,
  ...extra,
});
const charge = (id: string, plan: Plan, at: string, extra: Partial<Payment> = {}): Payment => ({
  id,
  member: plan.member,
  plan: plan.id,
  amount: plan.amount,
  refunded: 0,
  interval: plan.interval,
  status: 'succeeded',
  placement: plan.placement,
  at,
  ...extra,
});
const plan = (id: string) => PLANS.find((p) => p.id === id)!;

const PAYMENTS: Payment[] = [
  gift('tx_g01', hemi, 2_500, 'ONSITE', '2026-01-30T02:00:00Z'), // before the range
  gift('tx_g02', hemi, 1_000, 'ONSITE', '2026-02-01T02:00:00Z'),
  gift('tx_g03', grace, 5_000, 'INLINE_BANNER', '2026-02-14T02:00:00Z'),
  gift('tx_g04', fay, 2_500, null, '2026-02-28T10:59:00Z'), // February in NZ
  gift('tx_g05', fay, 10_000, 'PROFILE_ONEOFF', '2026-02-28T11:00:00Z'), // March in NZ
  gift('tx_g06', hemi, 5_000, 'INLINE_BANNER', '2026-03-03T02:00:00Z', { refunded: 2_500 }),
  gift('tx_g07', grace, 3_000, 'ONSITE', '2026-03-09T02:00:00Z', { status: 'failed' }),
  gift('tx_g08', grace, 4_000, 'ONSITE', '2026-03-09T03:00:00Z', { status: 'pending' }),
  gift('tx_g09', ben, 2_000, 'ENHANCED_SIGNUP', '2026-03-20T02:00:00Z', { status: 'refunded', refunded: 2_000 }),
  gift('tx_g10', dawn, 7_500, 'ONSITE', '2026-03-31T11:30:00Z'), // 1 April in NZ
  gift('tx_g11', eru, 1_200, 'article_gate', '2026-04-08T02:00:00Z'),
  gift('tx_g12', hemi, 2_500, 'INLINE_BANNER', '2026-04-30T11:59:00Z'), // 1 May in NZ, after the range
  charge('tx_c01', plan('subscr_c1'), '2026-02-15T02:00:00Z'),
  charge('tx_c02', plan('subscr_b1'), '2026-02-05T02:00:00Z'),
  charge('tx_c03', plan('subscr_d1'), '2026-02-10T02:00:00Z'),
  charge('tx_c04', plan('subscr_a1'), '2026-02-28T11:00:00Z'),
  charge('tx_c05', plan('subscr_d1'), '2026-03-10T02:00:00Z', { status: 'failed' }),
  charge('tx_c06', plan('subscr_a2'), '2026-03-10T02:00:00Z', { refunded: 4_000 }),
  charge('tx_c07', plan('subscr_e1'), '2026-03-31T11:30:00Z'),
  charge('tx_c08', plan('subscr_a1'), '2026-03-28T11:00:00Z'), // a renewal: 29 March in NZ
  charge('tx_c09', plan('subscr_f1'), '2026-04-02T02:00:00Z'),
  charge('tx_c10', plan('subscr_g1'), '2026-04-03T02:00:00Z'),
  charge('tx_c11', plan('subscr_a1'), '2026-04-28T11:00:00Z', { placement: null }), // a renewal Stripe reported, without a placement
];

const REFUNDS: Refund[] = [
  { tx: 'tx_g06', amount: 2_500, status: 'succeeded', at: '2026-03-31T10:00:00Z' }, // 31 March 23:00 in NZ
  { tx: 'tx_g09', amount: 2_000, status: 'succeeded', at: '2026-03-31T11:00:00Z' }, // 1 April 00:00 in NZ
  { tx: 'tx_c06', amount: 4_000, status: 'succeeded', at: '2026-04-12T02:00:00Z' },
  { tx: 'tx_g05', amount: 1_000, status: 'failed', at: '2026-04-13T02:00:00Z' },
  { tx: 'tx_g01', amount: 500, status: 'pending', at: '2026-02-13T02:00:00Z' },
];

const CLICKS: Click[] = [
  ...Array.from({ length: 4 }, () => ({ placement: 'ONSITE', at: '2026-02-20T02:00:00Z' })),
  { placement: 'ONSITE', at: '2026-01-31T10:59:00Z' }, // 31 January in NZ: before the range
  { placement: 'ONSITE', at: '2026-01-31T11:00:00Z' }, // 1 February in NZ
  ...Array.from({ length: 5 }, () => ({ placement: 'INLINE_BANNER', at: '2026-03-02T02:00:00Z' })),
  { placement: 'PROFILE', at: '2026-02-04T02:00:00Z' },
  { placement: 'article_gate', at: '2026-03-05T02:00:00Z' },
  { placement: null, at: '2026-04-06T02:00:00Z' },
  { placement: 'MEMBERSHOMEPAGE', at: '2026-04-30T12:00:00Z' }, // May in NZ
];

// ---- The expected figures, worked out here ----

const nzMonthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit' });
const nzMonth = (iso: string) => nzMonthFormat.format(new Date(iso)).slice(0, 7);
const placementOf = (placement: string | null) => (placement && KNOWN.includes(placement) ? placement : 'unknown');
const MONTHS = ['2026-02', '2026-03', '2026-04'];

function expectedFigures(month: string, include: { placement?: string; interval?: string }): RevenueFigures {
  const keep = (placement: string | null, interval: string) =>
    (include.placement === undefined || placementOf(placement) === include.placement) && (include.interval === undefined || interval === include.interval);
  const events = CHANGES.filter((c) => nzMonth(c.at) === month && keep(plan(c.plan).placement, plan(c.plan).interval));
  const supporters = (...kinds: Change['kind'][]) => new Set(events.filter((c) => kinds.includes(c.kind)).map((c) => plan(c.plan).member)).size;
  const taken = PAYMENTS.filter((p) => ['succeeded', 'refunded'].includes(p.status) && nzMonth(p.at) === month && keep(p.placement, p.interval));
  const amounts = taken.map((p) => p.amount).sort((a, b) => a - b);
  const middle = Math.floor(amounts.length / 2);
  const median = amounts.length === 0 ? null : amounts.length % 2 ? amounts[middle]! : Math.round((amounts[middle - 1]! + amounts[middle]!) / 2);
  const net = (type: 'one-off' | 'recurring') => taken.filter((p) => (p.interval === 'ONE_OFF') === (type === 'one-off')).reduce((sum, p) => sum + p.amount - p.refunded, 0);
  const refunded = REFUNDS.filter((r) => {
    const tx = PAYMENTS.find((p) => p.id === r.tx)!;
    return r.status === 'succeeded' && nzMonth(r.at) === month && keep(tx.placement, tx.interval);
  });
  return {
    newSupporters: supporters('created'),
    churnedSupporters: supporters('canceled', 'lapsed'),
    pausedSupporters: supporters('paused'),
    reactivatedSupporters: supporters('resumed', 'reactivated'),
    oneOffTotal: net('one-off'),
    recurringTakings: net('recurring'),
    gifts: amounts.length,
    averageGift: amounts.length === 0 ? null : Math.round(amounts.reduce((a, b) => a + b, 0) / amounts.length),
    medianGift: median,
    refunds: refunded.reduce((sum, r) => sum + r.amount, 0),
  };
}

// ---- Writing the rows ----

async function writeRows(db: Db): Promise<void> {
  await db.insert(members).values(uids.map((uid) => ({ uid, email: `${uid}@example.nz`, name: uid })));
  await db.insert(subscriptions).values(
    PLANS.map((p) => ({
      id: p.id,
      memberUid: p.member,
      provider: 'sandbox' as const,
      providerSubscriptionId: `sandbox_${p.id}`,
      amount: p.amount,
      billingInterval: p.interval,
      status: p.status,
      currentPeriodStart: new Date(p.createdAt),
      currentPeriodEnd: new Date('2026-05-15T00:00:00Z'),
      pausedUntil: p.pausedUntil ? new Date(p.pausedUntil) : null,
      placement: p.placement,
      createdAt: new Date(p.createdAt),
    })),
  );
  await db.insert(subscriptionEvents).values(
    CHANGES.map((c) => ({ subscriptionId: c.plan, memberUid: plan(c.plan).member, kind: c.kind, amount: plan(c.plan).amount, billingInterval: plan(c.plan).interval, createdAt: new Date(c.at) })),
  );
  await db.insert(transactions).values(
    PAYMENTS.map((p) => ({
      id: p.id,
      memberUid: p.member,
      subscriptionId: p.plan,
      provider: 'sandbox' as const,
      providerChargeId: `ch_${p.id}`,
      amount: p.amount,
      refundedAmount: p.refunded,
      paymentType: p.interval === 'ONE_OFF' ? ('PAY_WHAT_YOU_WANT' as const) : ('SUBSCRIPTION' as const),
      billingInterval: p.interval,
      status: p.status,
      description: 'Donation',
      placement: p.placement,
      createdAt: new Date(p.at),
    })),
  );
  await db.insert(refunds).values(
    REFUNDS.map((r, i) => ({
      id: `re_${i}`,
      transactionId: r.tx,
      memberUid: PAYMENTS.find((p) => p.id === r.tx)!.member,
      amount: r.amount,
      provider: 'sandbox' as const,
      providerRefundId: `sandbox_re_${i}`,
      idempotencyKey: `key_${i}`,
      status: r.status,
      createdByUid: 'an-administrator',
      createdAt: new Date(r.at),
    })),
  );
  await db.insert(analyticsEvents).values(
    CLICKS.map((c) => ({ name: 'donation_button_click', data: c.placement ? { placement: c.placement, amount: 10, interval: 'month' } : {}, createdAt: new Date(c.at) })),
  );
  // Other events are no clicks.
  await db.insert(analyticsEvents).values({ name: 'begin_checkout', data: { placement: 'ONSITE' }, createdAt: new Date('2026-03-02T02:00:00Z') });
}

let report: RevenueReport;
let adminUid: string;
let services: ReturnType<typeof createServices>;

beforeAll(async () => {
  const db = await getDb();
  await writeRows(db);
  adminUid = `rev-admin-${randomUUID().slice(0, 6)}`;
  await db.insert(members).values([
    { uid: adminUid, email: `${adminUid}@example.nz`, name: 'Admin', type: 'administrator' },
    { uid: `${adminUid}-editor`, email: `${adminUid}-editor@example.nz`, name: 'Editor', type: 'editor' },
  ]);
  services = createServices({ db, config: getConfig(), clock: () => NOW });
  report = await services.revenue.report(adminUid, { from: '2026-02', to: '2026-04' });
}, 90_000);

describe('the revenue report, against figures worked out independently', () => {
  it('covers the months asked for, oldest first', () => {
    expect(report.range).toEqual({ from: '2026-02', to: '2026-04' });
    expect(report.months.map((m) => m.month)).toEqual(MONTHS);
    expect(report.asOf).toBe(NOW.toISOString());
  });

  it('counts MRR over active, unpaused subscriptions (a yearly one as a twelfth, rounded once), its ARR and the supporters', () => {
    const live = PLANS.filter((p) => p.status === 'ACTIVE' && !(p.pausedUntil && new Date(p.pausedUntil) > NOW));
    const paused = PLANS.filter((p) => p.status === 'ACTIVE' && p.pausedUntil && new Date(p.pausedUntil) > NOW);
    const monthlyCents = live.filter((p) => p.interval === 'MONTHLY').reduce((sum, p) => sum + p.amount, 0);
    const yearlyCents = live.filter((p) => p.interval === 'YEARLY').reduce((sum, p) => sum + p.amount, 0);
    expect(report.now).toEqual({
      mrr: Math.round(monthlyCents + yearlyCents / 12),
      arr: monthlyCents * 12 + yearlyCents,
      activeSupporters: new Set(live.map((p) => p.member)).size,
      pausedSupporters: new Set(paused.map((p) => p.member)).size,
    });
    // The figures themselves, so a wrong expectation above cannot pass unnoticed: 1,000 + 1,250 + 777 monthly; 10,000 + 20,000 yearly.
    expect(report.now).toEqual({ mrr: 5_527, arr: 66_324, activeSupporters: 4, pausedSupporters: 1 });
  });

  it.each(MONTHS)('%s: new, churned, paused and reactivated supporters, one-off totals, recurring takings, gifts, average, median and refunds', (month) => {
    const figures = report.months.find((m) => m.month === month)!;
    expect(figures.total).toEqual(expectedFigures(month, {}));
  });

  it.each(MONTHS)('%s: the same figures for each placement', (month) => {
    const figures = report.months.find((m) => m.month === month)!;
    expect(figures.byPlacement.map((entry) => entry.placement)).toEqual([...REVENUE_PLACEMENTS]);
    for (const entry of figures.byPlacement) {
      const { placement, ...rest } = entry;
      expect({ placement, ...rest }).toEqual({ placement, ...expectedFigures(month, { placement }) });
    }
  });

  it.each(MONTHS)('%s: the same figures for each interval', (month) => {
    const figures = report.months.find((m) => m.month === month)!;
    expect(figures.byInterval.map((entry) => entry.interval)).toEqual([...REVENUE_INTERVALS]);
    for (const entry of figures.byInterval) {
      const { interval, ...rest } = entry;
      expect({ interval, ...rest }).toEqual({ interval, ...expectedFigures(month, { interval }) });
    }
  });

  it('puts money on the New Zealand month: a gift at 11:30 UTC on 31 March is April’s', () => {
    const april = report.months.find((m) => m.month === '2026-04')!;
    expect(april.byPlacement.find((p) => p.placement === 'ONSITE')!.oneOffTotal).toBe(7_500);
    const march = report.months.find((m) => m.month === '2026-03')!;
    expect(march.byPlacement.find((p) => p.placement === 'ONSITE')!.oneOffTotal).toBe(0);
    // And the figures in full for March, written out: 10,000 + (5,000 − 2,500) + (2,000 − 2,000) one-off.
    expect(march.total).toMatchObject({ oneOffTotal: 12_500, refunds: 2_500, newSupporters: 1, churnedSupporters: 2, reactivatedSupporters: 1 });
  });

  it('converts donate-button clicks to paid first donations per placement over the range', () => {
    const inRange = (iso: string) => MONTHS.includes(nzMonth(iso));
    const expected = REVENUE_PLACEMENTS.map((placement) => {
      const clicks = CLICKS.filter((c) => inRange(c.at) && placementOf(c.placement) === placement).length;
      const gifts = PAYMENTS.filter((p) => p.interval === 'ONE_OFF' && ['succeeded', 'refunded'].includes(p.status) && inRange(p.at) && placementOf(p.placement) === placement).length;
      const started = PLANS.filter((p) => inRange(p.createdAt) && placementOf(p.placement) === placement).length;
      return { placement, clicks, donations: gifts + started, rate: clicks === 0 ? null : (gifts + started) / clicks };
    });
    expect(report.conversion).toEqual(expected);
    expect(report.conversion.find((c) => c.placement === 'ONSITE')).toEqual({ placement: 'ONSITE', clicks: 5, donations: 3, rate: 0.6 });
  });

  it('answers a month without activity with zeros, and the last twelve months when no range is asked for', async () => {
    const quiet = await services.revenue.report(adminUid, { from: '2025-06', to: '2025-06' });
    expect(quiet.months).toHaveLength(1);
    expect(quiet.months[0]!.total).toEqual({ newSupporters: 0, churnedSupporters: 0, pausedSupporters: 0, reactivatedSupporters: 0, oneOffTotal: 0, recurringTakings: 0, gifts: 0, averageGift: null, medianGift: null, refunds: 0 });
    expect(quiet.conversion.every((c) => c.clicks === 0 && c.donations === 0 && c.rate === null)).toBe(true);
    const byDefault = await services.revenue.report(adminUid, {});
    expect(byDefault.range).toEqual({ from: '2025-05', to: '2026-04' });
    expect(byDefault.months).toHaveLength(12);
  });

  it.each([
    [{ from: '2026-13' }, 'INVALID_RANGE'],
    [{ from: '2026-04', to: '2026-02' }, 'INVALID_RANGE'],
    [{ from: '2023-01', to: '2026-01' }, 'INVALID_RANGE'],
    [{ to: 'April' }, 'INVALID_RANGE'],
    [{ from: '2026-02', extra: '1' }, 'INVALID_RANGE'],
  ])('refuses the range %j with a 400', async (query, code) => {
    await expect(services.revenue.report(adminUid, query)).rejects.toMatchObject({ status: 400, code });
  });

  it('allows 36 months', async () => {
    expect((await services.revenue.report(adminUid, { from: '2023-05', to: '2026-04' })).months).toHaveLength(36);
  });

  it('refuses an editor with 403 STAFF_ONLY, before looking at the range', async () => {
    await expect(services.revenue.report(`${adminUid}-editor`, { from: '2026-02', to: '2026-04' })).rejects.toMatchObject({ status: 403, code: 'STAFF_ONLY' });
    await expect(services.revenue.report(`${adminUid}-editor`, { from: 'nonsense' })).rejects.toMatchObject({ status: 403, code: 'STAFF_ONLY' });
  });
});
