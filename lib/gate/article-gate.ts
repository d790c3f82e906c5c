import { isRecord } from '@/lib/storage/browser-storage';

// SPEC §4 and §9: the articleThreshold cookie is true when more than 5 articles were viewed in the
// last 30 days; the cookie is valid for 1 day.
export const GATE_WINDOW_DAYS = 30;
export const GATE_THRESHOLD = 5;
export const GATE_COOKIE_DAYS = 1;
export const GATE_COOKIE = 'articleThreshold';

const WINDOW_MS = GATE_WINDOW_DAYS * 86_400_000;

/** Article id → when it was last viewed (ms). One entry per article: reading a story twice counts once. */
export type ArticleViews = Record<string, number>;

const ID_PATTERN = /^\d{1,12}$/;

export function parseArticleViews(value: unknown): ArticleViews {
  if (!isRecord(value)) return {};
  const views: ArticleViews = {};
  for (const [id, at] of Object.entries(value)) {
    if (ID_PATTERN.test(id) && typeof at === 'number' && Number.isFinite(at) && at > 0) views[id] = at;
  }
  return views;
}

/** Only views inside the rolling window are kept: a calendar month starting over would reset readers unfairly. */
export function pruneArticleViews(views: ArticleViews, now: number): ArticleViews {
  return Object.fromEntries(Object.entries(views).filter(([, at]) => now - at < WINDOW_MS && at <= now));
}

export function recordArticleView(views: ArticleViews, articleId: number, now: number): ArticleViews {
  return pruneArticleViews({ ...views, [String(articleId)]: now }, now);
}

export function articlesInWindow(views: ArticleViews, now: number): number {
  return Object.keys(pruneArticleViews(views, now)).length;
}

/** True at 6 articles in the window, false at 5. */
export const isOverThreshold = (views: ArticleViews, now: number) => articlesInWindow(views, now) > GATE_THRESHOLD;
