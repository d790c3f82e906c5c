import { TZDate } from '@date-fns/tz';
import { NZ_TIME_ZONE } from '@/lib/dates/nz-time';
import type { TransactionsExportQuery } from '@/lib/schemas/desk-exports';
import type { ExportBounds } from './transaction-export-store';

const DAY_MS = 86_400_000;

/** The instant a New Zealand calendar day begins (midnight in Auckland, NZST or NZDT as it falls). */
function nzMidnight(year: number, month: number, day: number): Date {
  return new Date(new TZDate(year, month - 1, day, NZ_TIME_ZONE).getTime());
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** From the start of the `from` day to the start of the day after `to`, both New Zealand days. */
export function exportBounds(range: TransactionsExportQuery): ExportBounds {
  const [fromYear, fromMonth, fromDay] = parts(range.from);
  const [toYear, toMonth, toDay] = parts(range.to);
  // The calendar day after `to`, found at UTC noon so no zone or month end can shift it.
  const next = new Date(Date.UTC(toYear, toMonth - 1, toDay, 12) + DAY_MS);
  return { start: nzMidnight(fromYear, fromMonth, fromDay), end: nzMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()) };
}
