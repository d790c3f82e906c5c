import { articleAge } from '@/lib/articles/article-age';

const now = new Date('2026-11-22T00:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 86_400_000;

describe('articleAge', () => {
  it('is new under a week', () => {
    expect(articleAge(ago(0), now)).toBe('new');
    expect(articleAge(ago(7 * DAY - 1), now)).toBe('new');
  });

  it('is recent from exactly 7 days to exactly 28 days', () => {
    expect(articleAge(ago(7 * DAY), now)).toBe('recent');
    expect(articleAge(ago(20 * DAY), now)).toBe('recent');
    expect(articleAge(ago(28 * DAY), now)).toBe('recent');
  });

  it('is old above 28 days', () => {
    expect(articleAge(ago(28 * DAY + 1), now)).toBe('old');
    expect(articleAge(ago(400 * DAY), now)).toBe('old');
  });

  it('reads ISO strings as props carry them', () => {
    expect(articleAge(ago(3 * DAY).toISOString(), now)).toBe('new');
  });

  it('counts a publication time in the future as new', () => {
    expect(articleAge(new Date(now.getTime() + DAY), now)).toBe('new');
  });
});
