import { centsPerWeek, isRecurringPeriod, PERIOD_UNITS, periodAdjective, periodLabel, periodUnitOf, perPeriod } from '@/lib/payments/period-units';

describe('period units (SPEC §4)', () => {
  it('are the four of the spec, and each billing interval has its own', () => {
    expect(PERIOD_UNITS).toEqual(['ONE_OFF', 'WEEK', 'MONTH', 'YEAR']);
    expect([periodUnitOf('ONE_OFF'), periodUnitOf('MONTHLY'), periodUnitOf('YEARLY')]).toEqual(['ONE_OFF', 'MONTH', 'YEAR']);
    expect(PERIOD_UNITS.filter(isRecurringPeriod)).toEqual(['WEEK', 'MONTH', 'YEAR']);
  });

  it('describe a period in words', () => {
    expect(PERIOD_UNITS.map(perPeriod)).toEqual(['', 'a week', 'a month', 'a year']);
    expect(PERIOD_UNITS.map(periodAdjective)).toEqual(['one-off', 'weekly', 'monthly', 'yearly']);
    expect(PERIOD_UNITS.map(periodLabel)).toEqual(['One-off', 'Weekly', 'Monthly', 'Yearly']);
  });

  it('give what a recurring amount comes to each week, 52 weeks to the year, to the cent', () => {
    expect(centsPerWeek(2_000, 'MONTH')).toBe(462);
    expect(centsPerWeek(5_200, 'YEAR')).toBe(100);
    expect(centsPerWeek(700, 'WEEK')).toBe(700);
  });
});
