import { readStored, removeStored, writeStored } from '@/lib/storage/browser-storage';
import { type ArticleRead, parseReadingHistory, pruneHistory, type ReadingHistory, recordRead } from './reading-history';

export const READING_HISTORY_KEY = 'panui.readingHistory';

/** The stored history, checked and pruned to SPEC §9's windows. */
export function loadReadingHistory(now: number): ReadingHistory {
  return pruneHistory(parseReadingHistory(readStored(READING_HISTORY_KEY)), now);
}

export function addToReadingHistory(article: ArticleRead, now: number): ReadingHistory {
  const history = recordRead(loadReadingHistory(now), article, now);
  writeStored(READING_HISTORY_KEY, history);
  return history;
}

export function clearStoredReadingHistory(): void {
  removeStored(READING_HISTORY_KEY);
}
