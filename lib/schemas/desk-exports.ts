import { z } from 'zod';
import { dayNumber, MAX_EXPORT_DAYS } from '@/lib/desk/export-days';
import { text } from './text';

// The business desk's CSV exports (issue [15]): administrators only. Days are New Zealand days.

const NzDay = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(dayNumber(day)), 'must be a real calendar date');

/** GET /api/desk/exports/transactions.csv?from=&to=: New Zealand days, both included, at most five years. */
export const TransactionsExportQuery = z
  .object({ from: NzDay, to: NzDay })
  .strict()
  .refine(({ from, to }) => dayNumber(to) >= dayNumber(from), { path: ['to'], message: 'must be on or after from' })
  .refine(({ from, to }) => dayNumber(to) - dayNumber(from) < MAX_EXPORT_DAYS, { path: ['to'], message: `must be within ${MAX_EXPORT_DAYS} days of from (five years)` });
export type TransactionsExportQuery = z.infer<typeof TransactionsExportQuery>;
