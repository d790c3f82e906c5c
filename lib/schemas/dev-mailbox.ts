import { z } from 'zod';

/** Which email /dev/mailbox opens: a file the dev mailbox's index lists, or a template's sample. */
export const DevMailboxQuery = z
  .object({
    file: z.string().regex(/^[\w.-]{1,120}\.eml$/, 'must be an .eml file name from the dev mailbox').optional(),
    sample: z.string().regex(/^[a-z][a-z-]{0,60}$/, 'must be a template name').optional(),
  })
  .strict();
