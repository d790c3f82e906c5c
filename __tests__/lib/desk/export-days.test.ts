import { dayNumber, nzMonthOf } from '@/lib/desk/export-days';

describe('export days', () => {
  it('knows real calendar days from impossible ones', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2028-02-29')).toBe(dayNumber('2028-02-28') + 1);
    expect(dayNumber('2026-02-29')).toBeNaN();
    expect(dayNumber('2026-13-01')).toBeNaN();
    expect(dayNumber('26-1-1')).toBeNaN();
  });

  it('takes this month as New Zealand has it: 11:30 UTC on 31 March is already April in Auckland', () => {
    expect(nzMonthOf(new Date('2026-03-31T10:59:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(nzMonthOf(new Date('2026-03-31T11:30:00Z'))).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(nzMonthOf(new Date('2028-02-10T00:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(nzMonthOf(new Date('2026-12-31T12:00:00Z'))).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });
});
