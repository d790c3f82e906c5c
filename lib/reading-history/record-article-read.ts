import { clearArticleViews, countArticleView, isCountingOff } from '@/lib/gate/article-gate-store';
import type { ArticleRead } from './reading-history';
import { addToReadingHistory, clearStoredReadingHistory } from './reading-history-store';

/**
 * An article page was viewed: the reading history and the gate's per-article count, unless the
 * reader switched counting off. Kept in this browser whoever is signed in, so a visitor who signs
 * in keeps their history.
 */
export function recordArticleRead(article: ArticleRead & { id: number }, now: number): void {
  if (isCountingOff(now)) return;
  addToReadingHistory(article, now);
  countArticleView(article.id, now);
}

/** "Clear my reading history": the history, the gate's counts and its cookie. */
export function clearReadingHistory(): void {
  clearStoredReadingHistory();
  clearArticleViews();
}
