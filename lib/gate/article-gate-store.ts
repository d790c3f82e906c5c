import Cookies from 'js-cookie';
import { readStored, removeStored, writeStored } from '@/lib/storage/browser-storage';
import { type ArticleViews, GATE_COOKIE, GATE_COOKIE_DAYS, isOverThreshold, parseArticleViews, pruneArticleViews, recordArticleView } from './article-gate';

export const ARTICLE_VIEWS_KEY = 'panui.articleViews';
export const COUNTING_OFF_KEY = 'panui.articleCountingOffUntil';
/** A reader who switches article counting off is not asked again for 90 days. */
export const COUNTING_OFF_DAYS = 90;

export function loadArticleViews(now: number): ArticleViews {
  return pruneArticleViews(parseArticleViews(readStored(ARTICLE_VIEWS_KEY)), now);
}

export function countArticleView(articleId: number, now: number): ArticleViews {
  const views = recordArticleView(loadArticleViews(now), articleId, now);
  writeStored(ARTICLE_VIEWS_KEY, views);
  return views;
}

export function isCountingOff(now: number): boolean {
  const until = readStored(COUNTING_OFF_KEY);
  return typeof until === 'number' && until > now;
}

/** Switches counting off for 90 days and forgets the counts kept so far. */
export function switchCountingOff(now: number): void {
  writeStored(COUNTING_OFF_KEY, now + COUNTING_OFF_DAYS * 86_400_000);
  removeStored(ARTICLE_VIEWS_KEY);
  Cookies.remove(GATE_COOKIE, { path: '/' });
}

export function switchCountingOn(): void {
  removeStored(COUNTING_OFF_KEY);
}

export function clearArticleViews(): void {
  removeStored(ARTICLE_VIEWS_KEY);
  Cookies.remove(GATE_COOKIE, { path: '/' });
}

/**
 * Sets the articleThreshold cookie (SPEC §4, valid 1 day) for a visitor with no user and no
 * member, and removes it for everyone else or while counting is off. Answers whether the prompt
 * shows.
 */
export function refreshGateCookie({ visitor, now }: { visitor: boolean; now: number }): boolean {
  if (!visitor || isCountingOff(now)) {
    Cookies.remove(GATE_COOKIE, { path: '/' });
    return false;
  }
  const over = isOverThreshold(loadArticleViews(now), now);
  Cookies.set(GATE_COOKIE, String(over), { expires: GATE_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  return over;
}
