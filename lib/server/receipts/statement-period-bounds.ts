import { TZDate } from '@date-fns/tz';
import { NZ_TIME_ZONE } from '@/lib/dates/nz-time';
import type { StatementPeriod } from '@/lib/dates/statement-periods';

/** Midnight in New Zealand at the start of that day, as an instant (NZDT or NZST, as the day has it). */
const nzMidnight = (year: number, monthIndex: number, day: number) => new Date(new TZDate(year, monthIndex, day, NZ_TIME_ZONE).getTime());

/**
 * The period as instants for a query: from its first New Zealand midnight up to, not including,
 * the midnight that starts the next period (1 April 00:00 NZDT of the year it ends in, for a tax year).
 */
export function periodBounds(period: StatementPeriod): { start: Date; end: Date } {
  if (period.kind === 'tax-year') return { start: nzMidnight(period.year - 1, 3, 1), end: nzMidnight(period.year, 3, 1) };
  return { start: nzMidnight(period.year, 0, 1), end: nzMidnight(period.year + 1, 0, 1) };
}
