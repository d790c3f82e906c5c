/** SPEC §4: new under 1 week, recent from 1 to 4 weeks (both ends included), old above that. */
export type ArticleAge = 'new' | 'recent' | 'old';

const WEEK_MS = 7 * 86_400_000;

/**
 * Elapsed time, not calendar days: the same answer in every time zone and across daylight
 * saving changes. A publication time in the future counts as new.
 */
export function articleAge(publishedAt: Date | string, now: Date): ArticleAge {
  const elapsed = now.getTime() - new Date(publishedAt).getTime();
  if (elapsed < WEEK_MS) return 'new';
  if (elapsed <= 4 * WEEK_MS) return 'recent';
  return 'old';
}
