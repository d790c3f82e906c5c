/** @jest-environment jsdom */
import { loadReadingHistory, READING_HISTORY_KEY, addToReadingHistory } from '@/lib/reading-history/reading-history-store';
import { DAILY_HISTORY_DAYS, DAY_MS, WEEKLY_HISTORY_DAYS } from '@/lib/reading-history/reading-history-constants';
import { parseReadingHistory } from '@/lib/reading-history/reading-history';

const story = (slug: string, extra: Partial<{ categories: string[]; authors: string[]; tags: string[] }> = {}) => ({
  slug,
  categories: ['politics'],
  authors: ['aroha-tane'],
  tags: ['housing'],
  ...extra,
});

// Wednesday 18 November 2026, noon in New Zealand (UTC+13).
const WEDNESDAY = Date.UTC(2026, 10, 17, 23, 0);

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: WEDNESDAY });
});
afterEach(() => jest.useRealTimers());

test('a view counts towards today, this week, its sections, authors, tags and the week’s article map', () => {
  addToReadingHistory(story('budget-day'), Date.now());
  addToReadingHistory(story('budget-day', { tags: ['housing', 'tax'] }), Date.now());
  const history = loadReadingHistory(Date.now());
  expect(history.daily).toEqual([{ day: '2026-11-18', count: 2 }]);
  expect(history.weekly).toEqual([{ week: '2026-11-16', count: 2, cats: { politics: 2 }, authors: { 'aroha-tane': 2 }, tags: { housing: 2, tax: 1 } }]);
  expect(history.articlesByWeek).toEqual({ '2026-11-16': { 'budget-day': 2 } });
});

test('days are New Zealand days: 11:30 pm UTC is already the next day in Auckland', () => {
  addToReadingHistory(story('late'), Date.UTC(2026, 10, 18, 10, 59)); // 11:59 pm Wednesday NZ
  addToReadingHistory(story('early'), Date.UTC(2026, 10, 18, 11, 0)); // midnight Thursday NZ
  expect(loadReadingHistory(Date.UTC(2026, 10, 18, 12)).daily.map((d) => d.day)).toEqual(['2026-11-18', '2026-11-19']);
});

test('the daily list keeps 60 days and the weekly list a year, as time passes', () => {
  addToReadingHistory(story('old'), Date.now());
  jest.advanceTimersByTime((DAILY_HISTORY_DAYS - 1) * DAY_MS);
  expect(loadReadingHistory(Date.now()).daily).toHaveLength(1);
  jest.advanceTimersByTime(DAY_MS);
  const afterSixtyDays = loadReadingHistory(Date.now());
  expect(afterSixtyDays.daily).toEqual([]);
  expect(afterSixtyDays.weekly).toHaveLength(1);

  jest.advanceTimersByTime((WEEKLY_HISTORY_DAYS - DAILY_HISTORY_DAYS + 7) * DAY_MS);
  addToReadingHistory(story('new'), Date.now());
  const afterAYear = loadReadingHistory(Date.now());
  expect(afterAYear.weekly.map((w) => w.count)).toEqual([1]);
  expect(Object.values(afterAYear.articlesByWeek)).toEqual([{ new: 1 }]);
});

test('tampered or broken storage is read entry by entry, never thrown', () => {
  localStorage.setItem(READING_HISTORY_KEY, '{not json');
  expect(loadReadingHistory(Date.now())).toEqual({ daily: [], weekly: [], articlesByWeek: {} });
  const parsed = parseReadingHistory({
    daily: [{ day: '2026-11-18', count: 3 }, { day: 'yesterday', count: 1 }, { day: '2026-11-17', count: -1 }, null],
    weekly: [{ week: '2026-11-16', count: 1, cats: { a: 1, b: 'x' }, authors: {}, tags: {} }, { week: '2026-11-09', count: 1 }],
    articlesByWeek: { '2026-11-16': { slug: 2.5, other: 1 }, nonsense: { a: 1 } },
  });
  expect(parsed).toEqual({
    daily: [{ day: '2026-11-18', count: 3 }],
    weekly: [{ week: '2026-11-16', count: 1, cats: { a: 1 }, authors: {}, tags: {} }],
    articlesByWeek: { '2026-11-16': { other: 1 } },
  });
});
