import { COUNTING_OFF_DAYS } from '@/lib/gate/article-gate-store';
import type { AccountReadingHistory, MergeAnswer, ReadingHistoryAnswerBody, ReadingHistoryRecordBody } from '@/lib/schemas/account-reading-history';
import { emptyHistory, mergeHistories, parseReadingHistory, pruneHistory, type ReadingHistory, recordRead } from '@/lib/reading-history/reading-history';
import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { findArticleRecordBySlug } from '../content/article-store';
import { type AccountReadingHistoryRow, changeAccountReadingHistory, findAccountReadingHistory } from './account-reading-history-store';
import { ensureMemberRow, libraryOwner } from './library-member';

export interface AccountReadingHistoryDeps {
  db: Db;
  now: () => Date;
}

const DAY_MS = 86_400_000;

function toAnswer(row: AccountReadingHistoryRow | null, now: Date): AccountReadingHistory {
  const off = row?.countingOffUntil && row.countingOffUntil > now ? row.countingOffUntil.toISOString() : null;
  const mergeAnswer = row?.mergeAnswer === 'yes' || row?.mergeAnswer === 'no' ? (row.mergeAnswer as MergeAnswer) : null;
  return { history: row ? pruneHistory(parseReadingHistory(row.history), now.getTime()) : emptyHistory(), countingOffUntil: off, mergeAnswer };
}

const storedHistory = (row: AccountReadingHistoryRow | null, now: Date): ReadingHistory => (row ? pruneHistory(parseReadingHistory(row.history), now.getTime()) : emptyHistory());

async function change(deps: AccountReadingHistoryDeps, caller: Caller, edit: (row: AccountReadingHistoryRow | null, now: Date) => Partial<AccountReadingHistoryRow>) {
  const now = deps.now();
  await ensureMemberRow(deps.db, caller);
  return toAnswer(await changeAccountReadingHistory(deps.db, caller.uid, emptyHistory(), (row) => edit(row, now), now), now);
}

const notYes = () => new AppError('NO_MERGE_CONSENT', 409, 'Your reading history is kept with your account only after you say yes to that.');

/** What the account keeps of the member's reading (decision 296). */
export async function getAccountReadingHistory({ db, now }: AccountReadingHistoryDeps, caller: Caller): Promise<AccountReadingHistory> {
  const { uid } = libraryOwner(caller);
  return toAnswer(await findAccountReadingHistory(db, uid), now());
}

/**
 * The reader's answer to the one merge question, recorded either way; a yes merges the browser's
 * history in, a no leaves the account's history as it was (decision 297).
 */
export async function answerReadingHistoryMerge(deps: AccountReadingHistoryDeps, caller: Caller, body: ReadingHistoryAnswerBody): Promise<AccountReadingHistory> {
  libraryOwner(caller);
  return change(deps, caller, (row, now) => ({
    mergeAnswer: body.answer,
    mergeAnsweredAt: now,
    ...(body.answer === 'yes' ? { history: mergeHistories(storedHistory(row, now), parseReadingHistory(body.history), now.getTime()) } : {}),
  }));
}

/** Another browser's history, merged once after the member signs in there under an earlier yes. */
export async function mergeReadingHistory(deps: AccountReadingHistoryDeps, caller: Caller, body: { history: ReadingHistory }): Promise<AccountReadingHistory> {
  const { uid } = libraryOwner(caller);
  if ((await findAccountReadingHistory(deps.db, uid))?.mergeAnswer !== 'yes') throw notYes();
  return change(deps, caller, (row, now) => ({ history: mergeHistories(storedHistory(row, now), parseReadingHistory(body.history), now.getTime()) }));
}

/** One article read on a signed-in device: counted with the account under a yes, unless counting is off. */
export async function recordAccountRead(deps: AccountReadingHistoryDeps, caller: Caller, body: ReadingHistoryRecordBody): Promise<AccountReadingHistory> {
  const { uid } = libraryOwner(caller);
  const kept = await findAccountReadingHistory(deps.db, uid);
  if (kept?.mergeAnswer !== 'yes') throw notYes();
  if (!(await findArticleRecordBySlug(deps.db, body.slug))) throw new AppError('NOT_FOUND', 404, 'That article was not found.');
  return change(deps, caller, (row, now) => {
    if (row?.countingOffUntil && row.countingOffUntil > now) return {};
    const read = { slug: body.slug, categories: body.categories, authors: body.authors, tags: body.tags };
    return { history: recordRead(storedHistory(row, now), read, now.getTime()) };
  });
}

/** "Stop counting my articles" (for 90 days, and the history so far is kept) or counting again. */
export async function setAccountCounting(deps: AccountReadingHistoryDeps, caller: Caller, { counting }: { counting: boolean }): Promise<AccountReadingHistory> {
  libraryOwner(caller);
  return change(deps, caller, (_row, now) => ({ countingOffUntil: counting ? null : new Date(now.getTime() + COUNTING_OFF_DAYS * DAY_MS) }));
}

/** "Clear my reading history": the account's copy; the merge answer stays as given. */
export async function clearAccountReadingHistory(deps: AccountReadingHistoryDeps, caller: Caller): Promise<AccountReadingHistory> {
  libraryOwner(caller);
  return change(deps, caller, () => ({ history: emptyHistory() }));
}
