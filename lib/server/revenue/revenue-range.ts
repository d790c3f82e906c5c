import { DEFAULT_REVENUE_MONTHS, MAX_REVENUE_MONTHS, RevenueRangeQuery } from '@/lib/schemas/desk-revenue';
import { addMonths, monthCount, nzMonthOf } from '@/lib/dates/nz-months';
import { AppError } from '../http/errors';

export interface RevenueRange {
  from: string;
  to: string;
}

const invalidRange = (message: string) => new AppError('INVALID_RANGE', 400, message);

/**
 * The months a report covers. Without `to`, the current New Zealand month; without `from`, the
 * twelve months up to `to`. Checked here as well as at the route, because the page passes its
 * URL's query straight in.
 */
export function resolveRevenueRange(query: unknown, now: Date): RevenueRange {
  const parsed = RevenueRangeQuery.safeParse(query ?? {});
  if (!parsed.success) throw invalidRange('Choose months like 2026-03.');
  const to = parsed.data.to ?? nzMonthOf(now);
  const from = parsed.data.from ?? addMonths(to, -(DEFAULT_REVENUE_MONTHS - 1));
  const count = monthCount(from, to);
  if (count === 0) throw invalidRange('The first month must not come after the last.');
  if (count > MAX_REVENUE_MONTHS) throw invalidRange(`Choose at most ${MAX_REVENUE_MONTHS} months.`);
  return { from, to };
}
