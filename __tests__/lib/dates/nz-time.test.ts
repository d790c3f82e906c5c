import { articlePath } from '@/lib/articles/article-url';
import { displayDate, urlDate } from '@/lib/dates/nz-time';

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

  it('builds /{first category}/{dd-MM-yyyy}/{slug}', () => {
    expect(articlePath({ primaryCategorySlug: 'news', publishedAt: '2026-11-21T11:30:00Z', slug: 'a-story' })).toBe('/news/22-11-2026/a-story');
  });
});
