// Kept apart from lib/schemas/desk-audit.ts, which needs zod: the audit page's browser code reads this without loading zod.

/** The kinds of audit-log rows: what staff can do to a member's account or money. */
export const DESK_AUDIT_ACTIONS = [
  'transaction.refund',
  'subscription.pause',
  'subscription.resume',
  'subscription.cancel',
  'receipt.resend',
  'membership.complimentary',
  'membership.complimentary_revoke',
  'member.role',
] as const;
export type DeskAuditAction = (typeof DESK_AUDIT_ACTIONS)[number];
