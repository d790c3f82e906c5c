import type { AccountReadingHistory, ReadingHistoryAnswerBody, ReadingHistoryRecordBody } from '@/lib/schemas/account-reading-history';
import type { ReadingHistory } from '@/lib/reading-history/reading-history';
import { postTsom } from './tsom-client';

export const getAccountReadingHistory = () => postTsom<AccountReadingHistory>('/reading-history/get', { body: {} });
export const answerReadingHistoryMerge = (body: ReadingHistoryAnswerBody) => postTsom<AccountReadingHistory>('/reading-history/answer', { body });
export const mergeReadingHistory = (history: ReadingHistory) => postTsom<AccountReadingHistory>('/reading-history/merge', { body: { history } });
export const recordAccountRead = (body: ReadingHistoryRecordBody) => postTsom<AccountReadingHistory>('/reading-history/record', { body });
export const setAccountCounting = (counting: boolean) => postTsom<AccountReadingHistory>('/reading-history/counting', { body: { counting } });
export const clearAccountReadingHistory = () => postTsom<AccountReadingHistory>('/reading-history/clear', { body: {} });
