import { nzDay } from './nz-time';

// New Zealand months as 'YYYY-MM' keys (the revenue desk's months): they sort as text, and a
// month's arithmetic needs no time zone once the key is known.

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const parts = (month: string) => ({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) });
const key = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The New Zealand month `date` falls in. */
export const nzMonthOf = (date: Date | string | number): string => nzDay(date).slice(0, 7);

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const { year, month: m } = parts(month);
  const index = year * 12 + (m - 1) + count;
  return key(Math.floor(index / 12), (index % 12) + 1);
}

/** How many months from `from` to `to`, both counted; 0 when `to` comes first. */
export function monthCount(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return Math.max(0, (b.year - a.year) * 12 + (b.month - a.month) + 1);
}

/** Every month from `from` to `to`, both included, oldest first. */
export const monthsFrom = (from: string, to: string): string[] => Array.from({ length: monthCount(from, to) }, (_, i) => addMonths(from, i));

/** "Mar 2026". */
export const monthLabel = (month: string): string => `${SHORT_MONTHS[parts(month).month - 1] ?? ''} ${parts(month).year}`;
