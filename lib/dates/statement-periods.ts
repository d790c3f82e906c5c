import { nzDay } from './nz-time';

/**
 * A yearly statement's period: a New Zealand tax year (1 April to 31 March, named by the year it
 * ends in, as Inland Revenue names it: the 2026 tax year ends on 31 March 2026) or a calendar
 * year, both in New Zealand time.
 */
export type StatementPeriodKind = 'tax-year' | 'calendar-year';

export interface StatementPeriod {
  kind: StatementPeriodKind;
  year: number;
}

/** The first and last years a statement can be asked for. */
export const FIRST_STATEMENT_YEAR = 2000;
export const LAST_STATEMENT_YEAR = 2100;

/** The New Zealand calendar year `date` falls in (11 pm UTC on 31 December is already January in New Zealand). */
export const nzCalendarYearOf = (date: Date | string): number => Number(nzDay(date).slice(0, 4));

/** The tax year `date` falls in, in New Zealand time: 31 March 11:59 pm belongs to the year ending then, 1 April midnight to the next. */
export function nzTaxYearOf(date: Date | string): number {
  const day = nzDay(date);
  const year = Number(day.slice(0, 4));
  return day.slice(5) >= '04-01' ? year + 1 : year;
}

/** The period of `kind` that `date` falls in. */
export const periodOf = (kind: StatementPeriodKind, date: Date | string): StatementPeriod => ({ kind, year: kind === 'tax-year' ? nzTaxYearOf(date) : nzCalendarYearOf(date) });

/** "1 April 2025 to 31 March 2026", "1 January 2025 to 31 December 2025". */
export const periodDates = (period: StatementPeriod): string =>
  period.kind === 'tax-year' ? `1 April ${period.year - 1} to 31 March ${period.year}` : `1 January ${period.year} to 31 December ${period.year}`;

/** "the 2026 tax year" or "2025", as a sentence names the period. */
export const periodName = (period: StatementPeriod): string => (period.kind === 'tax-year' ? `the ${period.year} tax year` : String(period.year));

/** The statement's page: /profile/statement/tax-year/2026, or /profile/statement/2025 for a calendar year. */
export const statementPath = (period: StatementPeriod): string => `/profile/statement/${period.kind === 'tax-year' ? 'tax-year/' : ''}${period.year}`;
