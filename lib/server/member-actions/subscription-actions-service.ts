import type { z } from 'zod';
import type { DeskCancelBody, DeskPauseBody, DeskResumeBody, DeskSubscriptionState } from '@/lib/schemas/member-actions';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import { addInterval, pauseEnd } from '@/lib/dates/billing-period';
import { nzDay } from '@/lib/dates/nz-time';
import type { AuditAction } from '../audit/audit-store';
import { recordAudit } from '../audit/audit-store';
import type { PaymentDeps } from '../payments/payment-deps';
import { cancelSubscriptionRow, pauseSubscriptionRow, resumeSubscriptionRow, type SubscriptionActor } from '../payments/subscription-service';
import { type DonationSubscriptionRow, findOwnSubscription } from '../payments/subscription-store';
import { requireStaff, type StaffMember } from '../staff/staff-access';
import { pauseTooLong, pauseTooShort, subscriptionNotFound } from './member-action-errors';
import { nzDayStart } from './nz-calendar';

/** The longest pause staff may set: a year of skipped payments after the paid period. */
const MAX_PAUSE_MONTHS = 12;

/** The fields the audit log keeps before and after a subscription action. */
export function subscriptionSnapshot(row: DonationSubscriptionRow) {
  return {
    status: row.status,
    amount: row.amount,
    billingInterval: row.billingInterval,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pausedUntil: row.pausedUntil?.toISOString() ?? null,
    cancelReason: row.cancelReason,
  };
}

const toState = (row: DonationSubscriptionRow): DeskSubscriptionState => ({ subscriptionId: row.id, ...subscriptionSnapshot(row) });

/** The staff member as the subscription's actor: their uid and words in its history, the audit record in the change's transaction. */
function staffActor(staff: StaffMember, action: AuditAction, reason: string | null, extra: Record<string, unknown> = {}): SubscriptionActor {
  return {
    cause: { actorUid: staff.uid, reason },
    alongside: (tx, before, after) =>
      recordAudit(tx, {
        actor: { uid: staff.uid, email: staff.email },
        action,
        memberUid: after.memberUid,
        targetType: 'subscription',
        targetId: after.id,
        before: subscriptionSnapshot(before),
        after: { ...subscriptionSnapshot(after), ...(reason ? { reason } : {}), ...extra },
      }),
  };
}

async function memberSubscription(deps: PaymentDeps, callerUid: string, memberUid: string, id: string) {
  const staff = await requireStaff(deps.db, callerUid, canManageMembers);
  const row = await findOwnSubscription(deps.db, memberUid, id);
  if (!row) throw subscriptionNotFound();
  return { staff, row };
}

/**
 * When a pause until `until` (a New Zealand day) ends: the first billing date on or after it,
 * counted period by period from the paid period's end, so the plan keeps its billing day.
 */
export function pauseResumesAt(row: Pick<DonationSubscriptionRow, 'currentPeriodEnd'>, until: string | null): Date {
  if (until === null) return pauseEnd(row.currentPeriodEnd, 1);
  const from = nzDayStart(until);
  if (from <= row.currentPeriodEnd) throw pauseTooShort(nzDay(row.currentPeriodEnd));
  let resumesAt = row.currentPeriodEnd;
  for (let month = 0; resumesAt < from; month++) {
    if (month >= MAX_PAUSE_MONTHS) throw pauseTooLong();
    resumesAt = addInterval(resumesAt, 'MONTHLY');
  }
  return resumesAt;
}

/** POST /api/desk/subscriptions/{id}/pause: skips the member's monthly payments until `until` (null: the next one). */
export async function pauseMemberSubscription(deps: PaymentDeps, callerUid: string, id: string, body: z.output<typeof DeskPauseBody>): Promise<DeskSubscriptionState> {
  const { staff, row } = await memberSubscription(deps, callerUid, body.memberUid, id);
  // A plan that cannot be paused (ended, past due, yearly) is refused by the shared pause, with its reason.
  const resumesAt = row.billingInterval === 'MONTHLY' && row.status === 'ACTIVE' ? pauseResumesAt(row, body.until) : row.currentPeriodEnd;
  return toState(await pauseSubscriptionRow(deps, row, resumesAt, staffActor(staff, 'subscription.pause', body.reason, { until: body.until })));
}

/** POST /api/desk/subscriptions/{id}/resume: ends a pause now; a subscription without one is answered as it is, and nothing is recorded. */
export async function resumeMemberSubscription(deps: PaymentDeps, callerUid: string, id: string, body: z.output<typeof DeskResumeBody>): Promise<DeskSubscriptionState> {
  const { staff, row } = await memberSubscription(deps, callerUid, body.memberUid, id);
  return toState(await resumeSubscriptionRow(deps, row, staffActor(staff, 'subscription.resume', body.reason ?? null)));
}

/** POST /api/desk/subscriptions/{id}/cancel: ends renewal at the period's end, or the plan now. */
export async function cancelMemberSubscription(deps: PaymentDeps, callerUid: string, id: string, body: z.output<typeof DeskCancelBody>): Promise<DeskSubscriptionState> {
  const { staff, row } = await memberSubscription(deps, callerUid, body.memberUid, id);
  const actor = staffActor(staff, 'subscription.cancel', body.reason, { when: body.when });
  return toState(await cancelSubscriptionRow(deps, row, { reason: 'staff', when: body.when }, actor));
}
