import { site } from '@/lib/site';
import type { Db } from '../db/client';
import { fullName } from '../members/member-service';
import { findMemberByUid } from '../members/member-store';
import { enqueueEmail, queueEmailSafely } from '../outbox/outbox-service';
import type { TaxIdentity } from '../receipts/tax-identity';
import { formatNzd, receiptOf } from './receipt-service';
import { type DonationSubscriptionRow, liveSubscriptions } from './subscription-store';
import type { TransactionRow } from './transaction-store';

/**
 * Queues the receipt of a payment that has just succeeded (one-off, first recurring or renewal),
 * in the transaction that records it. Keyed by the transaction id: a replayed webhook, a second
 * settle or a rerun renewal finds the key taken and queues nothing (decision 211). A failure to
 * queue is logged and the payment is still recorded. `tax` is the site's tax settings
 * (`PaymentDeps.tax`): the email is the tax invoice or donation receipt the receipt page shows
 * (decision 260); undefined only for a test's own deps, a plain receipt.
 */
export async function queueReceiptEmail(db: Db, tx: TransactionRow, tax: TaxIdentity | undefined): Promise<void> {
  await queueEmailSafely(db, `the receipt of ${tx.id}`, async (savepoint) => {
    const receipt = await receiptOf({ db: savepoint, siteName: site.name, ...(tax ? { tax } : {}) }, tx);
    if (!receipt.memberEmail) return;
    await enqueueEmail(savepoint, { key: `receipt:${tx.id}`, to: receipt.memberEmail, template: 'receipt', data: receipt });
  });
}

/** Welcomes a member whose new subscription is their only live one: a new regular supporter, not one adding a second plan. */
export async function queueWelcomeEmail(db: Db, plan: DonationSubscriptionRow): Promise<void> {
  if (plan.status === 'DELETED') return;
  await queueEmailSafely(db, `the welcome for ${plan.id}`, async (savepoint) => {
    const [member, live] = await Promise.all([findMemberByUid(savepoint, plan.memberUid), liveSubscriptions(savepoint, plan.memberUid)]);
    if (!member?.email || live.some((other) => other.id !== plan.id)) return;
    await enqueueEmail(savepoint, {
      key: `welcome:${plan.id}`,
      to: member.email,
      template: 'welcome',
      data: { memberName: member.name ?? fullName(member.firstName, member.lastName), amount: formatNzd(plan.amount), billingInterval: plan.billingInterval },
    });
  });
}
