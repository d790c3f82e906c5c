import { nzDay } from '@/lib/dates/nz-time';

// Zod-free pieces of the CSV exports, shared by the desk's page (browser) and the server.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a yyyy-MM-dd calendar day; NaN when it is not a real day (2026-02-30). */
export function dayNumber(day: string): number {
  const match = DAY.exec(day);
  if (!match) return NaN;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? time / DAY_MS : NaN;
}

/** Five years, leap days included: a longer export is a mistake or a job for the database's own tools. */
export const MAX_EXPORT_DAYS = 1_827;

/** The header that carries an export's row count, sent before the first row so the desk can show progress. */
export const TOTAL_ROWS_HEADER = 'X-Total-Rows';

/** The first and last days of the New Zealand month `now` falls in, as yyyy-MM-dd. */
export function nzMonthOf(now: Date): { from: string; to: string } {
  const today = nzDay(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${String(lastDay).padStart(2, '0')}` };
}
