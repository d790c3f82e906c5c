import { articlePath } from '@/lib/articles/article-url';
import { displayDate, isoInNz, urlDate } from '@/lib/dates/nz-time';

describe('New Zealand dates', () => {
  it('uses the New Zealand day, not the UTC day (NZDT is UTC+13)', () => {
    // 11.30am UTC on 21 November is 12.30am on 22 November in Auckland.
    expect(urlDate('2026-11-21T11:30:00Z')).toBe('22-11-2026');
    expect(urlDate('2026-11-21T10:30:00Z')).toBe('21-11-2026');
  });

  it('follows the winter offset (NZST is UTC+12)', () => {
    expect(urlDate('2026-06-30T12:30:00Z')).toBe('01-07-2026');
    expect(displayDate('2026-06-30T12:30:00Z')).toBe('1 July 2026');
  });

  it('gives the time with the offset in force on that day', () => {
    expect(isoInNz('2026-11-21T11:30:05Z')).toBe('2026-11-22T00:30:05+13:00');
    expect(isoInNz('2026-06-30T12:30:00.900Z')).toBe('2026-07-01T00:30:00+12:00');
    expect(displayDate(new Date('2026-11-21T10:59:59Z'))).toBe('21 November 2026');
  });

  it('follows the change to daylight time (2am NZST on 27 September 2026 became 3am NZDT)', () => {
    expect(isoInNz('2026-09-26T13:59:59Z')).toBe('2026-09-27T01:59:59+12:00');
    expect(isoInNz('2026-09-26T14:00:00Z')).toBe('2026-09-27T03:00:00+13:00');
  });

  it('follows the change back to standard time (3am NZDT on 5 April 2026 became 2am NZST)', () => {
    expect(isoInNz('2026-04-04T13:59:59Z')).toBe('2026-04-05T02:59:59+13:00');
    expect(isoInNz('2026-04-04T14:00:00Z')).toBe('2026-04-05T02:00:00+12:00');
    expect(urlDate('2026-04-04T10:59:59Z')).toBe('04-04-2026');
    expect(urlDate('2026-04-04T11:00:00Z')).toBe('05-04-2026');
  });

  it('gives the same answers for every time in an hour, looked up in any order', () => {
    const start = Date.parse('2026-11-21T10:00:00Z');
    for (const minutes of [59, 0, 30]) {
      expect(isoInNz(new Date(start + minutes * 60_000))).toBe(`2026-11-21T23:${String(minutes).padStart(2, '0')}:00+13:00`);
    }
    expect(urlDate(new Date(start + 2 * 3_600_000))).toBe('22-11-2026');
  });

  it('builds /{first category}/{dd-MM-yyyy}/{slug}', () => {
    expect(articlePath({ primaryCategorySlug: 'news', publishedAt: '2026-11-21T11:30:00Z', slug: 'a-story' })).toBe('/news/22-11-2026/a-story');
  });
});
