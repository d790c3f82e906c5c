import { REVENUE_INTERVALS, REVENUE_PLACEMENTS, type RevenueFigures, type RevenueMonthFigures, type RevenueReport } from '@/lib/schemas/desk-revenue';
import { monthsFrom } from '@/lib/dates/nz-months';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import type { Db } from '../db/client';
import { requireStaff } from '../staff/staff-access';
import { donateClicksByPlacement, subscriptionsStartedByPlacement } from './revenue-conversion-store';
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
  const monthList = monthsFrom(from, to);
  // Side by side: on Postgres each takes its own pooled connection; PGlite queues them.
  const [recurring, payments, supporters, refunded, clicks, started] = await Promise.all([
    recurringNow(deps.db, now),
    paymentFiguresByMonth(deps.db, monthList),
    supporterFiguresByMonth(deps.db, monthList),
    refundFiguresByMonth(deps.db, monthList),
    donateClicksByPlacement(deps.db, monthList),
    subscriptionsStartedByPlacement(deps.db, monthList),
  ]);
  const gifts = payments.cells.filter((cell) => cell.interval === 'ONE_OFF').map((cell) => ({ placement: cell.placement, donations: cell.gifts }));

  const months = new Map(monthList.map((month) => [month, emptyMonth(month)]));
  fill(months, payments.monthly);
  fill(months, supporters);
  fill(months, refunded);

  const count = (rows: { placement: string | null; [figure: string]: unknown }[], placement: string, figure: string) =>
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
