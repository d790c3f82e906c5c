import fc from 'fast-check';
import { nzCalendarYearOf, nzTaxYearOf, periodDates, periodName, statementPath } from '@/lib/dates/statement-periods';
import { periodBounds } from '@/lib/server/receipts/statement-period-bounds';

describe('nzTaxYearOf: 1 April to 31 March in New Zealand time, named by the year it ends in', () => {
  it.each([
    // 31 March 2026 is daylight time (NZDT, UTC+13): 11:59 pm there is 10:59 am UTC.
    ['2026-03-31T10:59:59Z', 2026, '31 March 2026 23:59:59 NZDT'],
    ['2026-03-31T11:00:00Z', 2027, '1 April 2026 00:00 NZDT'],
    ['2025-03-31T10:59:00Z', 2025, '31 March 2025 23:59 NZDT'],
    ['2025-03-31T11:00:00Z', 2026, '1 April 2025 00:00 NZDT'],
    // In 2007 daylight time ended on 18 March, so the year turned at midnight standard time (NZST, UTC+12).
    ['2007-03-31T11:59:59Z', 2007, '31 March 2007 23:59:59 NZST'],
    ['2007-03-31T12:00:00Z', 2008, '1 April 2007 00:00 NZST'],
    // Still 31 March in UTC, already 1 April in New Zealand.
    ['2026-03-31T23:00:00Z', 2027, '1 April 2026 12:00 NZDT'],
    ['2025-07-15T02:00:00Z', 2026, 'a July day in standard time'],
  ])('%s is in the %i tax year (%s)', (utc, taxYear) => {
    expect(nzTaxYearOf(utc)).toBe(taxYear);
  });

  it('agrees with periodBounds for any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const taxYear = periodBounds({ kind: 'tax-year', year: nzTaxYearOf(date) });
        expect(date >= taxYear.start && date < taxYear.end).toBe(true);
        const calendar = periodBounds({ kind: 'calendar-year', year: nzCalendarYearOf(date) });
        expect(date >= calendar.start && date < calendar.end).toBe(true);
      }),
    );
  });
});

describe('periodBounds: the New Zealand midnights that start and end a period', () => {
  it('starts the 2026 tax year at 1 April 2025 00:00 NZDT and ends it at 1 April 2026 00:00 NZDT', () => {
    expect(periodBounds({ kind: 'tax-year', year: 2026 })).toEqual({ start: new Date('2025-03-31T11:00:00Z'), end: new Date('2026-03-31T11:00:00Z') });
  });

  it('starts the 2008 tax year at 1 April 2007 00:00 NZST', () => {
    expect(periodBounds({ kind: 'tax-year', year: 2008 }).start).toEqual(new Date('2007-03-31T12:00:00Z'));
  });

  it('runs a calendar year from 1 January to 1 January, New Zealand time', () => {
    expect(periodBounds({ kind: 'calendar-year', year: 2025 })).toEqual({ start: new Date('2024-12-31T11:00:00Z'), end: new Date('2025-12-31T11:00:00Z') });
    expect(nzCalendarYearOf('2025-12-31T10:59:59Z')).toBe(2025);
    expect(nzCalendarYearOf('2025-12-31T11:00:00Z')).toBe(2026);
  });
});

describe('how a period reads', () => {
  it('names its dates, itself and its page', () => {
    expect(periodDates({ kind: 'tax-year', year: 2026 })).toBe('1 April 2025 to 31 March 2026');
    expect(periodDates({ kind: 'calendar-year', year: 2025 })).toBe('1 January 2025 to 31 December 2025');
    expect(periodName({ kind: 'tax-year', year: 2026 })).toBe('the 2026 tax year');
    expect(statementPath({ kind: 'tax-year', year: 2026 })).toBe('/profile/statement/tax-year/2026');
    expect(statementPath({ kind: 'calendar-year', year: 2025 })).toBe('/profile/statement/2025');
  });
});
