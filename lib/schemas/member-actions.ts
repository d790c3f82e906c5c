import { z } from 'zod';
import { BillingInterval, SubscriptionId, SubscriptionStatus } from './payments';
import { text } from './text';

// Administrators' actions on a member's account (issue [15]); each is recorded in the audit log.

const MemberUid = text().trim().min(1, 'must not be empty').max(128);
/** A New Zealand calendar day. */
const NzDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((day) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const utc = new Date(Date.UTC(year, month - 1, date));
    return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
  }, 'is not a day of the calendar');
/** Why staff did it, in their words: kept in the audit log and the subscription's history. */
const StaffReason = text().trim().min(1, 'say why').max(500, 'must be at most 500 characters');

/** The subscription in the path: /api/desk/subscriptions/{id}/… */
export const DeskSubscriptionPath = z.object({ id: SubscriptionId }).strict();

/**
 * `memberUid` is the member whose page the action was taken on: a subscription id that is not
 * theirs is a 404, so an action never lands on someone the administrator was not looking at.
 */
export const DeskPauseBody = z.object({ memberUid: MemberUid, until: NzDate.nullable(), reason: StaffReason }).strict();
export type DeskPauseBody = z.input<typeof DeskPauseBody>;

export const DeskResumeBody = z.object({ memberUid: MemberUid, reason: StaffReason.optional() }).strict();
export type DeskResumeBody = z.input<typeof DeskResumeBody>;

export const CANCEL_WHEN = ['period_end', 'now'] as const;
export const DeskCancelBody = z
  .object({ memberUid: MemberUid, reason: StaffReason, when: z.enum(CANCEL_WHEN, { error: `must be one of: ${CANCEL_WHEN.join(', ')}` }) })
  .strict();
export type DeskCancelBody = z.input<typeof DeskCancelBody>;

/** What a subscription action answers: the subscription as it now is. */
export const DeskSubscriptionState = z.object({
  subscriptionId: z.string(),
  amount: z.number(),
  billingInterval: BillingInterval,
  status: SubscriptionStatus,
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  pausedUntil: z.string().nullable(),
});
export type DeskSubscriptionState = z.infer<typeof DeskSubscriptionState>;

/** The member in the path: /api/desk/members/{uid}/complimentary */
export const DeskMemberPath = z.object({ uid: MemberUid }).strict();
export const DeskComplimentaryPath = z.object({ uid: MemberUid, id: text().regex(/^\d{1,9}$/, 'must be a number').transform(Number) }).strict();

export const ComplimentaryBody = z.object({ endsAt: NzDate, reason: StaffReason }).strict();
export type ComplimentaryBody = z.input<typeof ComplimentaryBody>;
