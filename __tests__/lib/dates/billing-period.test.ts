import { addInterval, pauseEnd } from '@/lib/dates/billing-period';

describe('addInterval', () => {
  it.each([
    ['2026-01-15T10:00:00Z', 'MONTHLY', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', 'MONTHLY', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00Z', 'MONTHLY', '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T23:00:00Z', 'MONTHLY', '2027-01-31T23:00:00.000Z'],
    ['2028-02-29T10:00:00Z', 'YEARLY', '2029-02-28T10:00:00.000Z'],
    ['2026-06-01T00:00:00Z', 'YEARLY', '2027-06-01T00:00:00.000Z'],
  ] as const)('%s plus %s is %s', (from, interval, expected) => {
    expect(addInterval(new Date(from), interval).toISOString()).toBe(expected);
  });
});

describe('pauseEnd', () => {
  it.each([
    ['2026-01-15T10:00:00Z', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-15T10:00:00Z', 3, '2026-04-15T10:00:00.000Z'],
    // As the renewals run: 31 January, 28 February, 28 March (not 31 March).
    ['2026-01-31T10:00:00Z', 2, '2026-03-28T10:00:00.000Z'],
  ] as const)('%s paused for %i months resumes %s', (from, months, expected) => {
    expect(pauseEnd(new Date(from), months).toISOString()).toBe(expected);
  });
});
