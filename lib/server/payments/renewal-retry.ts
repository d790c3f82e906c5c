import { findMemberByUid } from '../members/member-store';
import type { PendingAuthentication } from '../providers/payments/payment-provider';
import { cardUpdateUrl } from './card-update-link';
import type { PaymentDeps } from './payment-deps';
import { recoveryOf } from './payment-recovery';
import { settleDeclined } from './settlement-service';
import { type DonationSubscriptionRow, updateSubscriptionRow } from './subscription-store';
import { waitingAuthentications } from './transaction-store';

const DAY_MS = 86_400_000;

/** Where a cardholder away from the site confirms a sandbox renewal with their bank (the challenge screen). */
export const sandboxChallengeUrl = (siteUrl: string, pending: PendingAuthentication) =>
  new URL(`/payments/authenticate/${encodeURIComponent(pending.intentId)}?secret=${encodeURIComponent(pending.clientSecret)}`, siteUrl).href;

/**
 * A renewal attempt failed (declined, or its bank asks the cardholder who is not there): the
 * subscription is past due and retried RENEWAL_RETRY_DAYS after the first decline; once they are
 * used up it lapses (`lapsed` in its history, decision 196) and the final notice goes out. The
 * supporter is told each time, with a link to pay with another card (decision 232).
 */
export async function recordFailedRenewal(deps: PaymentDeps, row: DonationSubscriptionRow, pending?: PendingAuthentication): Promise<'declined' | 'lapsed'> {
  const recovery = recoveryOf(deps);
  const attempt = row.failedRenewals + 1;
  const retryInDays = recovery.retryDays[attempt - 1];
  const member = await findMemberByUid(deps.db, row.memberUid);
  const target = member?.email ? { to: member.email, name: member.firstName ?? member.name ?? null, subscriptionId: row.id, amount: row.amount, billingInterval: row.billingInterval } : null;
  if (retryInDays === undefined) {
    if (pending) await deps.provider.abandonAuthentication(pending.intentId);
    await updateSubscriptionRow(deps.db, row.id, { status: 'DELETED', failedRenewals: attempt, nextRetryAt: null, updatedAt: deps.clock() });
    if (target) await recovery.notices.subscriptionLapsed({ ...target, restartUrl: new URL('/donate', recovery.siteUrl).href });
    return 'lapsed';
  }
  const nextRetryAt = new Date(row.currentPeriodEnd.getTime() + retryInDays * DAY_MS);
  const updated = await updateSubscriptionRow(deps.db, row.id, { status: 'PAST_DUE', failedRenewals: attempt, nextRetryAt, updatedAt: deps.clock() });
  if (target) {
    const updateCardUrl = cardUpdateUrl(deps, updated);
    if (pending) await recovery.notices.renewalNeedsAuthentication({ ...target, confirmUrl: sandboxChallengeUrl(recovery.siteUrl, pending), updateCardUrl, nextRetryAt });
    else await recovery.notices.renewalFailed({ ...target, attempt, nextRetryAt, updateCardUrl });
  }
  return 'declined';
}

/**
 * Closes the renewal charges of a subscription still waiting for 3-D Secure, before another try
 * (a retry, a new card): the supporter cannot then confirm an old one and pay the period twice.
 */
export async function abandonWaitingRenewals(deps: PaymentDeps, subscriptionId: string): Promise<void> {
  for (const tx of await waitingAuthentications(deps.db, subscriptionId)) {
    await deps.provider.abandonAuthentication(tx.providerChargeId);
    await settleDeclined(deps, tx, 'authentication_required', tx.providerChargeId);
  }
}
