import { findMemberByUid } from '../members/member-store';
import type { PaymentDeps } from './payment-deps';
import type { SubscriptionNoticeTarget } from './payment-notices';
import type { DonationSubscriptionRow } from './subscription-store';

/** The keys of the notices (decision 234): one per cause, the same whichever path or provider reports it. */
export const noticeKeys = {
  renewalFailed: (row: DonationSubscriptionRow, attempt: string) => `renewal-failed:${row.id}:${attempt}`,
  renewalNeedsAuthentication: (row: DonationSubscriptionRow, attempt: string) => `renewal-needs-authentication:${row.id}:${attempt}`,
  subscriptionLapsed: (row: DonationSubscriptionRow) => `lapsed:${row.id}:${row.currentPeriodEnd.toISOString()}`,
};

/** Who a notice about this subscription goes to; null when the member has no email to write to. */
export async function noticeTarget(deps: Pick<PaymentDeps, 'db'>, row: DonationSubscriptionRow, key: string): Promise<SubscriptionNoticeTarget | null> {
  const member = await findMemberByUid(deps.db, row.memberUid);
  if (!member?.email) return null;
  return { key, to: member.email, name: member.firstName ?? member.name ?? null, subscriptionId: row.id, amount: row.amount, billingInterval: row.billingInterval };
}
