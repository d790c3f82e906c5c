import { z } from 'zod';

// The desk's errors page (issue [20]): administrators only. Times are ISO 8601 instants; the page
// shows them in New Zealand time.

/** How many groups the page lists: the most frequent first. */
export const DESK_ERRORS_LIMIT = 50;

export const DeskErrorGroup = z.object({
  fingerprint: z.string(),
  source: z.enum(['browser', 'server']),
  /** The group's normalised message: ids, long numbers and hashes shown as <id>, <n>, <hash>. */
  message: z.string(),
  /** Function and file of the first frame, without line and column; null when the report had no stack. */
  firstFrame: z.string().nullable(),
  errorName: z.string().nullable(),
  /** Reports in the last 24 hours, counted by the hour (the hour 24 hours ago included). */
  reportsInDay: z.number().int().nonnegative(),
  /** Reports since the group was first seen. */
  reports: z.number().int().nonnegative(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** The latest report. */
  sample: z.object({
    message: z.string(),
    callstack: z.string().nullable(),
    userAgent: z.string().nullable(),
    path: z.string().nullable(),
    requestId: z.string().nullable(),
  }),
});
export type DeskErrorGroup = z.infer<typeof DeskErrorGroup>;

/** GET /api/desk/errors and /desk/errors. */
export const DeskErrorList = z.object({ asOf: z.string(), since: z.string(), errors: z.array(DeskErrorGroup) });
export type DeskErrorList = z.infer<typeof DeskErrorList>;
