import * as api from '@/lib/api/account-reading-history';
import { isCountingOff, switchCountingOff } from '@/lib/gate/article-gate-store';
import type { MergeAnswer } from '@/lib/schemas/account-reading-history';
import { readStored, writeStored } from '@/lib/storage/browser-storage';
import type { ArticleRead } from './reading-history';
import { loadReadingHistory } from './reading-history-store';

// The browser's side of the reading history kept with the account (decisions 296–297). Loaded
// with import() once a member is signed in, so visitors' pages carry none of it.

/** uid → the member's answer to the merge question, as the account last said. */
const ANSWERS_KEY = 'panui.readingHistoryAnswers';
/** The uids this browser's history has been merged into: once each, or counts would double. */
const MERGED_KEY = 'panui.readingHistoryMergedInto';

function answers(): Record<string, MergeAnswer> {
  const stored = readStored(ANSWERS_KEY);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, MergeAnswer] => entry[1] === 'yes' || entry[1] === 'no'));
}

function remember(uid: string, answer: MergeAnswer | null): void {
  const next = answers();
  if (answer) next[uid] = answer;
  else delete next[uid];
  writeStored(ANSWERS_KEY, next);
}

function mergedInto(): string[] {
  const stored = readStored(MERGED_KEY);
  return Array.isArray(stored) ? stored.filter((uid): uid is string => typeof uid === 'string') : [];
}

const markMerged = (uid: string) => writeStored(MERGED_KEY, [...new Set([...mergedInto(), uid])]);

const hasHistory = (now: number) => loadReadingHistory(now).daily.length > 0;

/**
 * After sign-in (once per page load): learns the account's answer; under a yes merges this
 * browser's history in if it never was, and takes the account's "Stop counting my articles".
 * Answers whether to ask the question: never asked, and this browser has history to merge.
 */
export async function followAfterSignIn(uid: string, now: number): Promise<boolean> {
  const account = await api.getAccountReadingHistory();
  remember(uid, account.mergeAnswer);
  if (account.countingOffUntil && !isCountingOff(now)) switchCountingOff(now);
  if (account.mergeAnswer === 'yes' && !mergedInto().includes(uid)) {
    if (hasHistory(now)) await api.mergeReadingHistory(loadReadingHistory(now));
    markMerged(uid);
  }
  return account.mergeAnswer === null && hasHistory(now);
}

/** The reader's answer, recorded with the account; a yes sends this browser's history with it. */
export async function answerMergeQuestion(uid: string, answer: MergeAnswer, now: number): Promise<void> {
  await api.answerReadingHistoryMerge(answer === 'yes' ? { answer, history: loadReadingHistory(now) } : { answer });
  remember(uid, answer);
  if (answer === 'yes') markMerged(uid);
}

/** An article read while signed in: counted with the account too, under a yes. */
export async function recordReadOnAccount(uid: string, article: ArticleRead): Promise<void> {
  if (answers()[uid] !== 'yes') return;
  await api.recordAccountRead(article);
}

/** "Stop counting my articles" or "Count my articles again" on the account's copy too. */
export const setCountingOnAccount = (counting: boolean) => api.setAccountCounting(counting);

/** "Clear my reading history" on the account's copy too. */
export const clearHistoryOnAccount = () => api.clearAccountReadingHistory();

/** What the account keeps, for the reading history page. */
export const accountReadingHistory = () => api.getAccountReadingHistory();
