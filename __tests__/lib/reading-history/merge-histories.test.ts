import { DAY_MS } from '@/lib/reading-history/reading-history-constants';
import { emptyHistory, mergeHistories, recordRead } from '@/lib/reading-history/reading-history';

const now = Date.UTC(2026, 10, 26, 23);
const read = (slug: string, tags: string[] = []) => ({ slug, categories: ['news'], authors: ['tom-mackenzie'], tags });

describe('mergeHistories', () => {
  it('adds up two browsers’ days, weeks, tallies and articles', () => {
    const phone = recordRead(recordRead(emptyHistory(), read('ferry'), now - DAY_MS), read('ferry', ['transport']), now);
    const laptop = recordRead(emptyHistory(), read('rates'), now);
    const merged = mergeHistories(phone, laptop, now);
    expect(merged.daily.map((entry) => entry.count)).toEqual([1, 2]);
    const week = merged.weekly.at(-1)!;
    expect(week.cats).toEqual({ news: week.count });
    expect(week.tags).toEqual({ transport: 1 });
    expect(Object.values(merged.articlesByWeek).reduce((sum, tally) => sum + Object.values(tally).reduce((a, b) => a + b, 0), 0)).toBe(3);
  });

  it('drops what is older than the kept windows, and merging nothing changes nothing', () => {
    const old = recordRead(emptyHistory(), read('old'), now - 400 * DAY_MS);
    expect(mergeHistories(old, emptyHistory(), now)).toEqual(emptyHistory());
    const recent = recordRead(emptyHistory(), read('new'), now);
    expect(mergeHistories(recent, emptyHistory(), now)).toEqual(recent);
  });
});
