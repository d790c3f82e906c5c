import type { BillingInterval } from '@/lib/schemas/payments';

/** SPEC §4 "Period unit": how long one payment lasts; a one-off payment has no period. */
export const PERIOD_UNITS = ['ONE_OFF', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];
export type RecurringPeriodUnit = Exclude<PeriodUnit, 'ONE_OFF'>;

const OF_INTERVAL: Record<BillingInterval, PeriodUnit> = { ONE_OFF: 'ONE_OFF', MONTHLY: 'MONTH', YEARLY: 'YEAR' };

/** The period one payment of a billing interval covers. */
export const periodUnitOf = (interval: BillingInterval): PeriodUnit => OF_INTERVAL[interval];

export const isRecurringPeriod = (unit: PeriodUnit): unit is RecurringPeriodUnit => unit !== 'ONE_OFF';

const WORDS: Record<PeriodUnit, { each: string; adjective: string }> = {
  ONE_OFF: { each: '', adjective: 'one-off' },
  WEEK: { each: 'a week', adjective: 'weekly' },
  MONTH: { each: 'a month', adjective: 'monthly' },
  YEAR: { each: 'a year', adjective: 'yearly' },
};

/** "$10 a month": what follows an amount ('' for one-off). */
export const perPeriod = (unit: PeriodUnit): string => WORDS[unit].each;

/** "monthly", "one-off": the period as a word in a sentence. */
export const periodAdjective = (unit: PeriodUnit): string => WORDS[unit].adjective;

/** "Monthly", "One-off": the period as a label or a heading. */
export const periodLabel = (unit: PeriodUnit): string => {
  const word = periodAdjective(unit);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

// Weeks are 52 to the year, as people reckon them.
const PER_YEAR: Record<RecurringPeriodUnit, number> = { WEEK: 52, MONTH: 12, YEAR: 1 };

/** A recurring amount as what it comes to each week, rounded to the cent: $20 a month is 462 cents. */
export const centsPerWeek = (cents: number, unit: RecurringPeriodUnit): number => Math.round((cents * PER_YEAR[unit]) / PER_YEAR.WEEK);
