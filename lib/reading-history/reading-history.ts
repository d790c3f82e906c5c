import { nzDay, nzWeek } from '@/lib/dates/nz-time';
import { isCount, isRecord } from '@/lib/storage/browser-storage';
import { DAILY_HISTORY_DAYS, DAY_MS, WEEKLY_HISTORY_DAYS } from './reading-history-constants';

/** Slug → how many views, for a week's categories, authors, tags or articles. */
export type Tally = Record<string, number>;

export interface DailyReading {
  /** yyyy-MM-dd, New Zealand calendar day. */
  day: string;
  count: number;
}

export interface WeeklyReading {
  /** yyyy-MM-dd of the week's Monday, New Zealand time. */
  week: string;
  count: number;
  cats: Tally;
  authors: Tally;
  tags: Tally;
}

/** SPEC §3 Reading history: daily list, weekly list, and per week a map of article slug to views. */
export interface ReadingHistory {
  daily: DailyReading[];
  weekly: WeeklyReading[];
  articlesByWeek: Record<string, Tally>;
}

/** What a view records of an article. */
export interface ArticleRead {
  slug: string;
  categories: string[];
  authors: string[];
  tags: string[];
}

export const emptyHistory = (): ReadingHistory => ({ daily: [], weekly: [], articlesByWeek: {} });

const KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function parseTally(value: unknown): Tally | null {
  if (!isRecord(value)) return null;
  const tally: Tally = {};
  for (const [key, count] of Object.entries(value)) if (isCount(count)) tally[key] = count;
  return tally;
}

function parseDaily(value: unknown): DailyReading | null {
  if (!isRecord(value) || typeof value.day !== 'string' || !KEY_PATTERN.test(value.day) || !isCount(value.count)) return null;
  return { day: value.day, count: value.count };
}

function parseWeekly(value: unknown): WeeklyReading | null {
  if (!isRecord(value) || typeof value.week !== 'string' || !KEY_PATTERN.test(value.week) || !isCount(value.count)) return null;
  const cats = parseTally(value.cats);
  const authors = parseTally(value.authors);
  const tags = parseTally(value.tags);
  return cats && authors && tags ? { week: value.week, count: value.count, cats, authors, tags } : null;
}

const present = <T>(item: T | null): item is T => item !== null;

/** Browser storage is outside input: whatever does not have the right shape is dropped, entry by entry. */
export function parseReadingHistory(value: unknown): ReadingHistory {
  if (!isRecord(value)) return emptyHistory();
  const daily = Array.isArray(value.daily) ? value.daily.map(parseDaily).filter(present) : [];
  const weekly = Array.isArray(value.weekly) ? value.weekly.map(parseWeekly).filter(present) : [];
  const articlesByWeek: Record<string, Tally> = {};
  if (isRecord(value.articlesByWeek)) {
    for (const [week, tally] of Object.entries(value.articlesByWeek)) {
      const parsed = KEY_PATTERN.test(week) ? parseTally(tally) : null;
      if (parsed) articlesByWeek[week] = parsed;
    }
  }
  return { daily, weekly, articlesByWeek };
}

/** Drops days older than 60 days and weeks older than 365 (SPEC §9); keys sort as dates. */
export function pruneHistory(history: ReadingHistory, now: number): ReadingHistory {
  const firstDay = nzDay(now - (DAILY_HISTORY_DAYS - 1) * DAY_MS);
  const firstWeek = nzWeek(now - (WEEKLY_HISTORY_DAYS - 1) * DAY_MS);
  return {
    daily: history.daily.filter((entry) => entry.day >= firstDay),
    weekly: history.weekly.filter((entry) => entry.week >= firstWeek),
    articlesByWeek: Object.fromEntries(Object.entries(history.articlesByWeek).filter(([week]) => week >= firstWeek)),
  };
}

function addTo(tally: Tally, keys: string[]): Tally {
  const next = { ...tally };
  for (const key of new Set(keys)) next[key] = (next[key] ?? 0) + 1;
  return next;
}

/** One more view of `article` now: today's and this week's counts, tallies and the week's article map. */
export function recordRead(history: ReadingHistory, article: ArticleRead, now: number): ReadingHistory {
  const day = nzDay(now);
  const week = nzWeek(now);
  const today = history.daily.find((entry) => entry.day === day);
  const daily = today
    ? history.daily.map((entry) => (entry === today ? { ...entry, count: entry.count + 1 } : entry))
    : [...history.daily, { day, count: 1 }];
  const thisWeek = history.weekly.find((entry) => entry.week === week) ?? { week, count: 0, cats: {}, authors: {}, tags: {} };
  const updatedWeek: WeeklyReading = {
    week,
    count: thisWeek.count + 1,
    cats: addTo(thisWeek.cats, article.categories),
    authors: addTo(thisWeek.authors, article.authors),
    tags: addTo(thisWeek.tags, article.tags),
  };
  const weekly = [...history.weekly.filter((entry) => entry.week !== week), updatedWeek].sort((a, b) => a.week.localeCompare(b.week));
  const articlesByWeek = { ...history.articlesByWeek, [week]: addTo(history.articlesByWeek[week] ?? {}, [article.slug]) };
  return pruneHistory({ daily: daily.sort((a, b) => a.day.localeCompare(b.day)), weekly, articlesByWeek }, now);
}

function sumTallies(a: Tally, b: Tally): Tally {
  const sum = { ...a };
  for (const [key, count] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + count;
  return sum;
}

/** Two histories as one (one reader's two browsers, or a browser and the account): counts add up. */
export function mergeHistories(a: ReadingHistory, b: ReadingHistory, now: number): ReadingHistory {
  const days = new Map(a.daily.map((entry) => [entry.day, entry.count]));
  for (const entry of b.daily) days.set(entry.day, (days.get(entry.day) ?? 0) + entry.count);
  const weeks = new Map(a.weekly.map((entry) => [entry.week, entry]));
  for (const entry of b.weekly) {
    const other = weeks.get(entry.week);
    weeks.set(
      entry.week,
      other
        ? { week: entry.week, count: other.count + entry.count, cats: sumTallies(other.cats, entry.cats), authors: sumTallies(other.authors, entry.authors), tags: sumTallies(other.tags, entry.tags) }
        : entry,
    );
  }
  const articlesByWeek = { ...a.articlesByWeek };
  for (const [week, tally] of Object.entries(b.articlesByWeek)) articlesByWeek[week] = sumTallies(articlesByWeek[week] ?? {}, tally);
  return pruneHistory(
    {
      daily: [...days].map(([day, count]) => ({ day, count })).sort((x, y) => x.day.localeCompare(y.day)),
      weekly: [...weeks.values()].sort((x, y) => x.week.localeCompare(y.week)),
      articlesByWeek,
    },
    now,
  );
}
