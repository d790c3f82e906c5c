import { displayDate } from '@/lib/dates/nz-time';
import type { Db } from '../db/client';
import type { EmailData } from '../email/email-registry';
import type { ChangedBy } from '../email/templates/support-email-parts';
import { fullName } from '../members/member-service';
import { findMemberByUid } from '../members/member-store';
import { enqueueEmail, queueEmailSafely } from '../outbox/outbox-service';
import { formatNzd } from './receipt-service';
import type { SubscriptionEventRow } from './subscription-event-store';
import type { DonationSubscriptionRow, SubscriptionRowChange } from './subscription-store';

/**
 * Where a change came from: the member's or the newsroom's call on the site (the event's actor
 * tells them apart), or a provider's webhook reporting a change made in its dashboard (decision 268).
 */
export type ChangeOrigin = 'site' | 'payment-system';

/** When the plan is next charged: the end of the paid period, or of a pause that goes past it; never before now. */
function nextPaymentAt(row: DonationSubscriptionRow, now: Date): Date {
  const due = row.pausedUntil && row.pausedUntil > row.currentPeriodEnd ? row.pausedUntil : row.currentPeriodEnd;
  return due > now ? due : now;
}

type Confirmation =
  | { template: 'subscription-changed'; data: EmailData<'subscription-changed'> }
  | { template: 'subscription-paused'; data: EmailData<'subscription-paused'> }
  | { template: 'subscription-resumed'; data: EmailData<'subscription-resumed'> }
  | { template: 'subscription-canceled'; data: EmailData<'subscription-canceled'> }
  | { template: 'subscription-reactivated'; data: EmailData<'subscription-reactivated'> };

/** What the email about one recorded event says; null for events told another way (created: the welcome; lapsed: the payment notice). */
function confirmationOf(event: SubscriptionEventRow, change: SubscriptionRowChange, memberName: string | null, changedBy: ChangedBy, now: Date): Confirmation | null {
  const { before, after } = change;
  const gift = { memberName, amount: formatNzd(after.amount), billingInterval: after.billingInterval, changedBy };
  switch (event.kind) {
    case 'changed': {
      // A past-due plan is tried again at the next renewal run, at the new amount.
      const pastDue = after.status === 'PAST_DUE';
      const appliesFrom = pastDue ? now : nextPaymentAt(after, now);
      const previous = { previousAmount: formatNzd(before.amount), previousBillingInterval: before.billingInterval };
      return { template: 'subscription-changed', data: { ...gift, ...previous, appliesFrom: displayDate(appliesFrom), pastDue } };
    }
    case 'paused':
      return after.pausedUntil ? { template: 'subscription-paused', data: { ...gift, resumesOn: displayDate(after.pausedUntil) } } : null;
    case 'resumed':
      return { template: 'subscription-resumed', data: { ...gift, nextPaymentOn: displayDate(nextPaymentAt(after, now)) } };
    case 'canceled':
      // An account's deletion says so in its own email (decision 269).
      if (after.cancelReason === 'account_deleted') return null;
      return { template: 'subscription-canceled', data: { ...gift, endsOn: displayDate(after.currentPeriodEnd), endedNow: after.currentPeriodEnd <= now } };
    case 'reactivated':
      return { template: 'subscription-reactivated', data: { ...gift, nextPaymentOn: displayDate(nextPaymentAt(after, now)) } };
    case 'created':
    case 'lapsed':
      return null;
  }
}

/**
 * Queues the confirmation of each change a subscription's history has just recorded, in the
 * transaction that records it (decision 267). Keyed by the history event, so each change is
 * confirmed once whichever path reports it; a change that records no event (a replayed webhook,
 * Stripe echoing a change the site made) queues nothing. The provider has acted already, so a
 * confirmation that cannot be queued is logged and the change is still recorded.
 */
export async function queueSubscriptionChangeEmails(db: Db, change: SubscriptionRowChange, origin: ChangeOrigin, now: Date): Promise<void> {
  if (change.events.length === 0) return;
  await queueEmailSafely(db, `the confirmations of ${change.after.id}'s change`, async (savepoint) => {
    const member = await findMemberByUid(savepoint, change.after.memberUid);
    if (!member?.email) return;
    const memberName = member.name ?? fullName(member.firstName, member.lastName);
    for (const event of change.events) {
      const changedBy: ChangedBy = event.actorUid ? 'newsroom' : origin === 'payment-system' ? 'payment-system' : 'member';
      const confirmation = confirmationOf(event, change, memberName, changedBy, now);
      // The union of templates is checked above, pair by pair; enqueueEmail's one type parameter cannot follow a union.
      if (confirmation) await enqueueEmail(savepoint, { key: `${confirmation.template}:${event.id}`, to: member.email, ...confirmation } as Parameters<typeof enqueueEmail>[1]);
    }
  });
}

/**
 * The newsroom ended at once a plan already cancelled at its period's end: no new history event
 * (renewal had ended already), but the member loses the rest of the paid period and is told, once.
 */
export async function queueEndedNowEmail(db: Db, row: DonationSubscriptionRow, now: Date): Promise<void> {
  await queueEmailSafely(db, `the confirmation of ${row.id} ended now`, async (savepoint) => {
    const member = await findMemberByUid(savepoint, row.memberUid);
    if (!member?.email) return;
    await enqueueEmail(savepoint, {
      key: `subscription-canceled:${row.id}:ended-now`,
      to: member.email,
      template: 'subscription-canceled',
      data: {
        memberName: member.name ?? fullName(member.firstName, member.lastName),
        amount: formatNzd(row.amount),
        billingInterval: row.billingInterval,
        endsOn: displayDate(now),
        endedNow: true,
        changedBy: 'newsroom',
      },
    });
  });
}
