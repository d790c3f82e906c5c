import type { PendingAuthentication } from '../providers/payments/payment-provider';
import { cardUpdateUrl } from './card-update-link';
import type { PaymentDeps } from './payment-deps';
import { noticeKeys, noticeTarget } from './payment-notice-targets';
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
  // One attempt of one period: a second run of the job that records the same attempt tells no one twice.
  const attemptName = `${row.currentPeriodEnd.toISOString()}:${attempt}`;
  if (retryInDays === undefined) {
    if (pending) await deps.provider.abandonAuthentication(pending.intentId);
    const lapsed = await updateSubscriptionRow(deps.db, row.id, { status: 'DELETED', failedRenewals: attempt, nextRetryAt: null, updatedAt: deps.clock() });
    const target = await noticeTarget(deps, lapsed, noticeKeys.subscriptionLapsed(lapsed));
    if (target) await recovery.notices.subscriptionLapsed({ ...target, restartUrl: new URL('/donate', recovery.siteUrl).href });
    return 'lapsed';
  }
  const nextRetryAt = new Date(row.currentPeriodEnd.getTime() + retryInDays * DAY_MS);
  const updated = await updateSubscriptionRow(deps.db, row.id, { status: 'PAST_DUE', failedRenewals: attempt, nextRetryAt, updatedAt: deps.clock() });
  const updateCardUrl = cardUpdateUrl(deps, updated);
  if (pending) {
    const target = await noticeTarget(deps, updated, noticeKeys.renewalNeedsAuthentication(updated, attemptName));
    if (target) await recovery.notices.renewalNeedsAuthentication({ ...target, confirmUrl: sandboxChallengeUrl(recovery.siteUrl, pending), updateCardUrl, nextRetryAt });
  } else {
    const target = await noticeTarget(deps, updated, noticeKeys.renewalFailed(updated, attemptName));
    if (target) await recovery.notices.renewalFailed({ ...target, attempt, nextRetryAt, updateCardUrl });
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
