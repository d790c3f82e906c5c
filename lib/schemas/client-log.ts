import { z } from 'zod';
import { cappedLine, oneLineText } from './text';

export const CLIENT_LOG_LIMITS = {
  message: 2_000,
  callstack: 10_000,
  userAgent: 200,
  referrer: 500,
  url: 2_000,
  errorName: 200,
} as const;

/** Body of POST /api/logger (SPEC §7): message, callstack, stamp, userAgent and error info. */
export const ClientLogEntry = z
  .object({
    message: cappedLine(CLIENT_LOG_LIMITS.message).pipe(z.string().min(1, 'is required')),
    callstack: cappedLine(CLIENT_LOG_LIMITS.callstack, ' | ').optional(),
    stamp: z.union([z.string().max(64), z.number().finite()]).transform((stamp) => oneLineText(String(stamp))).optional(),
    userAgent: cappedLine(CLIENT_LOG_LIMITS.userAgent).optional(),
    referrer: cappedLine(CLIENT_LOG_LIMITS.referrer).optional(),
    url: cappedLine(CLIENT_LOG_LIMITS.url).optional(),
    error: z
      .object({ name: cappedLine(CLIENT_LOG_LIMITS.errorName).optional(), message: cappedLine(CLIENT_LOG_LIMITS.message).optional() })
      .strict()
      .optional(),
  })
  .strict();

export type ClientLogEntryInput = z.input<typeof ClientLogEntry>;
export type ClientLogEntry = z.output<typeof ClientLogEntry>;
