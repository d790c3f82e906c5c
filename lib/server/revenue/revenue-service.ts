import { REVENUE_INTERVALS, REVENUE_PLACEMENTS, type RevenueFigures, type RevenueMonthFigures, type RevenueReport } from '@/lib/schemas/desk-revenue';
import { addMonths, monthsFrom } from '@/lib/dates/nz-months';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import type { Db } from '../db/client';
import { requireStaff } from '../staff/staff-access';
import { donateClicksByPlacement, oneOffGiftsByPlacement, subscriptionsStartedByPlacement } from './revenue-conversion-store';
import { type GroupKey, paymentFiguresByMonth, refundFiguresByMonth, supporterFiguresByMonth } from './revenue-month-store';
import { recurringNow } from './revenue-now-store';
import { resolveRevenueRange } from './revenue-range';

export interface RevenueDeps {
  db: Db;
  now: () => Date;
}

const ADMINISTRATORS_ONLY = 'Only administrators can see the newsroom’s revenue.';

const zeroFigures = (): RevenueFigures => ({
  newSupporters: 0,
  churnedSupporters: 0,
  pausedSupporters: 0,
  reactivatedSupporters: 0,
  oneOffTotal: 0,
  recurringTakings: 0,
  gifts: 0,
  averageGift: null,
  medianGift: null,
  refunds: 0,
});

const emptyMonth = (month: string): RevenueMonthFigures => ({
  month,
  total: zeroFigures(),
  byPlacement: REVENUE_PLACEMENTS.map((placement) => ({ placement, ...zeroFigures() })),
  byInterval: REVENUE_INTERVALS.map((interval) => ({ interval, ...zeroFigures() })),
});

/** The figures a grouped row is about: the month's total, or one placement's or interval's. */
function figuresFor(months: Map<string, RevenueMonthFigures>, key: GroupKey): RevenueFigures | undefined {
  const month = months.get(key.month);
  if (!month) return undefined;
  if (key.placement !== null) return month.byPlacement.find((entry) => entry.placement === key.placement);
  if (key.interval !== null) return month.byInterval.find((entry) => entry.interval === key.interval);
  return month.total;
}

function fill<R extends GroupKey>(months: Map<string, RevenueMonthFigures>, rows: R[]): void {
  for (const { month, placement, interval, ...figures } of rows) {
    const target = figuresFor(months, { month, placement, interval });
    if (target) Object.assign(target, figures);
  }
}

/** GET /api/desk/revenue and /desk/revenue: administrators only; every figure is an SQL aggregate. */
export async function getRevenueReport(deps: RevenueDeps, staffUid: string, query: unknown = {}): Promise<RevenueReport> {
  await requireStaff(deps.db, staffUid, canManageMembers, ADMINISTRATORS_ONLY);
  const now = deps.now();
  const { from, to } = resolveRevenueRange(query, now);
  const range = { start: from, endExclusive: addMonths(to, 1) };
  // Seven aggregates side by side: on Postgres each takes its own pooled connection; PGlite queues them.
  const [recurring, payments, supporters, refunded, clicks, gifts, started] = await Promise.all([
    recurringNow(deps.db, now),
    paymentFiguresByMonth(deps.db, range),
    supporterFiguresByMonth(deps.db, range),
    refundFiguresByMonth(deps.db, range),
    donateClicksByPlacement(deps.db, range),
    oneOffGiftsByPlacement(deps.db, range),
    subscriptionsStartedByPlacement(deps.db, range),
  ]);

  const months = new Map(monthsFrom(from, to).map((month) => [month, emptyMonth(month)]));
  fill(months, payments);
  fill(months, supporters);
  fill(months, refunded);

  const count = (rows: { placement: string; [figure: string]: unknown }[], placement: string, figure: string) =>
    rows.filter((row) => row.placement === placement).reduce((sum, row) => sum + Number(row[figure] ?? 0), 0);
  const conversion = REVENUE_PLACEMENTS.map((placement) => {
    const placementClicks = count(clicks, placement, 'clicks');
    const donations = count(gifts, placement, 'donations') + count(started, placement, 'donations');
    return { placement, clicks: placementClicks, donations, rate: placementClicks === 0 ? null : donations / placementClicks };
  });

  return {
    range: { from, to },
    asOf: now.toISOString(),
    now: recurring,
    months: [...months.values()],
    conversion,
  };
}
