import { shownDate } from '@/lib/dates/shown-date';

describe('shownDate', () => {
  it('writes the instant as New Zealand shows it, in daylight time and out of it', () => {
    expect(shownDate('2026-11-21T11:30:00Z')).toEqual({ iso: '2026-11-22T00:30:00+13:00', text: '22 November 2026' });
    expect(shownDate(new Date('2026-06-30T12:00:00Z'))).toEqual({ iso: '2026-07-01T00:00:00+12:00', text: '1 July 2026' });
  });
});
