import { z } from 'zod';
import { text } from './text';

// SPEC §3's reading history as the browser keeps it (lib/reading-history/reading-history.ts),
// checked when a browser hands it to the account. Sizes are far above a year's real reading.
const DateKey = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a yyyy-MM-dd date');
const Slug = text().min(1, 'is required').max(200, 'is too long');
const Count = z.number().int('must be a whole number').min(0, 'must not be negative').max(1_000_000, 'is too large');
const Tally = z.record(Slug, Count).refine((tally) => Object.keys(tally).length <= 2_000, 'has too many entries');

export const ReadingHistoryShape = z
  .object({
    daily: z.array(z.object({ day: DateKey, count: Count }).strict()).max(400),
    weekly: z.array(z.object({ week: DateKey, count: Count, cats: Tally, authors: Tally, tags: Tally }).strict()).max(60),
    articlesByWeek: z.record(DateKey, Tally).refine((weeks) => Object.keys(weeks).length <= 60, 'has too many weeks'),
  })
  .strict();

/** POST /api/tsom/reading-history/get and /clear take no fields. */
export const ReadingHistoryEmptyBody = z.object({}).strict();

/**
 * POST /api/tsom/reading-history/answer: the reader's answer to "keep this browser's reading
 * history with your account?"; with yes, the browser's history to merge in.
 */
export const ReadingHistoryAnswerBody = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('yes'), history: ReadingHistoryShape }).strict(),
  z.object({ answer: z.literal('no') }).strict(),
]);
export type ReadingHistoryAnswerBody = z.input<typeof ReadingHistoryAnswerBody>;

/** POST /api/tsom/reading-history/merge: another browser's history, under an earlier yes. */
export const ReadingHistoryMergeBody = z.object({ history: ReadingHistoryShape }).strict();

/** POST /api/tsom/reading-history/record: one article read, as the article page knows it. */
export const ReadingHistoryRecordBody = z
  .object({ slug: Slug, categories: z.array(Slug).max(50), authors: z.array(Slug).max(50), tags: z.array(Slug).max(100) })
  .strict();
export type ReadingHistoryRecordBody = z.input<typeof ReadingHistoryRecordBody>;

/** POST /api/tsom/reading-history/counting: "Stop counting my articles" (off) or count again. */
export const ReadingHistoryCountingBody = z.object({ counting: z.boolean() }).strict();

export type MergeAnswer = 'yes' | 'no';

/** What the account keeps: its history, whether counting is off (until when), and the merge answer. */
export interface AccountReadingHistory {
  history: z.infer<typeof ReadingHistoryShape>;
  countingOffUntil: string | null;
  /** Null until the reader has answered the merge question. */
  mergeAnswer: MergeAnswer | null;
}
