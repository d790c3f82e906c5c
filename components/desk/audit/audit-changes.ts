import { displayDate, NZ_TIME_ZONE } from '@/lib/dates/nz-time';
import { formatDonationAmount } from '@/lib/donation/donation-amounts';
import type { DeskAuditAction } from '@/lib/desk/audit-actions';

/** What each kind of audit row says was done. */
export const AUDIT_ACTION_LABELS: Record<DeskAuditAction, string> = {
  'transaction.refund': 'Refunded a payment',
  'subscription.pause': 'Paused a subscription',
  'subscription.resume': 'Resumed a subscription',
  'subscription.cancel': 'Cancelled a subscription',
  'receipt.resend': 'Sent a receipt again',
  'membership.complimentary': 'Gave a complimentary membership',
  'membership.complimentary_revoke': 'Revoked a complimentary membership',
  'member.role': 'Changed a role',
};

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as DeskAuditAction] ?? action;

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  amount: 'Amount',
  billingInterval: 'Interval',
  currentPeriodEnd: 'Paid up to',
  cancelAtPeriodEnd: 'Ends at period end',
  pausedUntil: 'Paused until',
  cancelReason: 'Cancel reason',
  reason: 'Reason',
  when: 'When',
  until: 'Until',
  role: 'Role',
  startsAt: 'Starts',
  endsAt: 'Ends',
  revokedAt: 'Revoked',
  refundedAmount: 'Refunded',
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MONEY_FIELDS = new Set(['amount', 'refundedAmount']);

const nzDateTimeFormat = new Intl.DateTimeFormat('en-NZ', { timeZone: NZ_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** "25 Nov 2026, 10:30 am" in New Zealand time, as the staff page shows times. */
export const nzDateTime = (iso: string) => nzDateTimeFormat.format(new Date(iso));

function readable(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatDonationAmount(value);
  if (typeof value === 'string' && ISO_TIME.test(value)) return displayDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export interface AuditChange {
  field: string;
  before: string | null;
  after: string;
}

/**
 * The fields an action changed, each as "before → after" in words; a field only in `after` (a
 * reason, a new membership) has no before. Fields that stayed the same are left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = asRecord(before);
  const is = asRecord(after);
  const hadBefore = before !== null && before !== undefined;
  return Object.keys({ ...was, ...is })
    .filter((field) => field !== 'id' && JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    // A detail the action did not use (a pause with no end day) says nothing.
    .filter((field) => field in was || (is[field] !== null && is[field] !== undefined))
    .map((field) => ({
      field: FIELD_LABELS[field] ?? field,
      before: hadBefore && field in was ? readable(field, was[field]) : null,
      after: readable(field, is[field]),
    }));
}
