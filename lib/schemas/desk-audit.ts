import { z } from 'zod';
import { DESK_AUDIT_ACTIONS } from '@/lib/desk/audit-actions';
import { text } from './text';

export { DESK_AUDIT_ACTIONS };

export const DeskAuditAction = z.enum(DESK_AUDIT_ACTIONS, { error: `must be one of: ${DESK_AUDIT_ACTIONS.join(', ')}` });
export type DeskAuditAction = z.infer<typeof DeskAuditAction>;

/** Where the next page starts: the last row's time (ms) and id. */
const AuditCursor = text().regex(/^\d{1,15}-\d{1,15}$/, 'is not a page of the audit log');

// A GET form sends empty fields for filters left blank: they mean "any".
const blankIsAny = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));

/** GET /api/desk/audit and /desk/audit: newest first, optionally one member's or one action's rows. */
export const AuditQuery = z
  .object({
    member: blankIsAny(text().trim().min(1).max(128)),
    action: blankIsAny(DeskAuditAction),
    before: blankIsAny(AuditCursor),
  })
  .strict();
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditEntryView = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ uid: z.string(), email: z.string().nullable() }),
  action: z.string(),
  memberUid: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;

export const AuditPage = z.object({ entries: z.array(AuditEntryView), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;
