import { displayDate } from '@/lib/dates/nz-time';
import type { Db } from '../../db/client';
import { findMemberByUid } from '../../members/member-store';
import { enqueueEmail, queueEmailSafely } from '../../outbox/outbox-service';
import { formatNzd } from '../../receipts/money-format';
import type { DonationSubscriptionRow } from '../subscription-store';

// The emails a supporter gets when a renewal goes wrong (decision 232). Each is queued in the
// outbox in the database transaction that records its cause (decision 261): a rolled-back cause
// tells no one, and a process that dies after the commit cannot lose it. Each runs in a savepoint
// (queueEmailSafely): a notice that cannot be queued is logged and never undoes the payment work.

/**
 * The notices' keys (decision 234), the outbox's idempotency keys: one per cause, the same
 * whichever path or provider reports it, so a replayed webhook, two events about one lapse or
 * two instances queue each notice once. An attempt is the period's end and the try number in the
 * sandbox, the invoice and Stripe's `attempt_count` with Stripe.
 */
export const noticeKeys = {
  renewalFailed: (row: DonationSubscriptionRow, attempt: string) => `renewal-failed:${row.id}:${attempt}`,
  renewalNeedsAuthentication: (row: DonationSubscriptionRow, attempt: string) => `renewal-needs-authentication:${row.id}:${attempt}`,
  subscriptionLapsed: (row: DonationSubscriptionRow) => `lapsed:${row.id}:${row.currentPeriodEnd.toISOString()}`,
};

/** Who a notice about this subscription goes to, and what it says of the plan; null when the member has no email to write to. */
async function noticeOf(db: Db, row: DonationSubscriptionRow) {
  const member = await findMemberByUid(db, row.memberUid);
  if (!member?.email) return null;
  return { to: member.email, plan: { memberName: member.firstName ?? member.name ?? null, amount: formatNzd(row.amount), billingInterval: row.billingInterval } };
}

/** "12 December 2026" in New Zealand; null when no try is left before the plan lapses. */
const nextTry = (at: Date | null) => (at ? displayDate(at) : null);

/** A renewal was declined: when it is tried next (null: that was the last try), and the update-card link. */
export async function queueRenewalFailedNotice(db: Db, row: DonationSubscriptionRow, attempt: string, notice: { nextRetryAt: Date | null; updateCardUrl: string }): Promise<void> {
  const key = noticeKeys.renewalFailed(row, attempt);
  await queueEmailSafely(db, `the notice ${key}`, async (savepoint) => {
    const target = await noticeOf(savepoint, row);
    if (!target) return;
    await enqueueEmail(savepoint, { key, to: target.to, template: 'renewal-failed', data: { ...target.plan, nextTry: nextTry(notice.nextRetryAt), updateCardUrl: notice.updateCardUrl } });
  });
}

/** A renewal's bank asks the cardholder, off the site, to confirm it (3-D Secure): where to confirm (the sandbox's bank screen, Stripe's hosted invoice page), and another card. */
export async function queueRenewalNeedsAuthenticationNotice(
  db: Db,
  row: DonationSubscriptionRow,
  attempt: string,
  notice: { confirmUrl: string; updateCardUrl: string; nextRetryAt: Date | null },
): Promise<void> {
  const key = noticeKeys.renewalNeedsAuthentication(row, attempt);
  await queueEmailSafely(db, `the notice ${key}`, async (savepoint) => {
    const target = await noticeOf(savepoint, row);
    if (!target) return;
    await enqueueEmail(savepoint, {
      key,
      to: target.to,
      template: 'renewal-needs-authentication',
      data: { ...target.plan, confirmUrl: notice.confirmUrl, updateCardUrl: notice.updateCardUrl, nextTry: nextTry(notice.nextRetryAt) },
    });
  });
}

/** The last try failed: the plan has lapsed (the final notice), with the way to start again. */
export async function queueSubscriptionLapsedNotice(db: Db, row: DonationSubscriptionRow, notice: { restartUrl: string }): Promise<void> {
  const key = noticeKeys.subscriptionLapsed(row);
  await queueEmailSafely(db, `the notice ${key}`, async (savepoint) => {
    const target = await noticeOf(savepoint, row);
    if (!target) return;
    await enqueueEmail(savepoint, { key, to: target.to, template: 'subscription-lapsed', data: { ...target.plan, restartUrl: notice.restartUrl } });
  });
}
