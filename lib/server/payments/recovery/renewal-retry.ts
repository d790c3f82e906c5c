import type { PendingAuthentication } from '../../providers/payments/payment-provider';
import { cardUpdateUrl } from './card-update-link';
import type { PaymentDeps } from '../payment-deps';
import { queueRenewalFailedNotice, queueRenewalNeedsAuthenticationNotice, queueSubscriptionLapsedNotice } from './payment-notices';
import { recoveryOf } from './payment-recovery';
import { settleDeclined } from '../settlement-service';
import { type DonationSubscriptionRow, updateSubscriptionRow } from '../subscription-store';
import { waitingAuthentications } from '../transaction-store';

const DAY_MS = 86_400_000;

/** Where a cardholder away from the site confirms a sandbox renewal with their bank (the challenge screen). */
export const sandboxChallengeUrl = (siteUrl: string, pending: PendingAuthentication) =>
  new URL(`/payments/authenticate/${encodeURIComponent(pending.intentId)}?secret=${encodeURIComponent(pending.clientSecret)}`, siteUrl).href;

/** How a renewal attempt failed, and how to record the attempt itself (the declined charge, or the charge waiting for the bank). */
export interface FailedAttempt {
  /** The bank asks the cardholder (3-D Secure off the site): the notice links to its screen. */
  pending?: PendingAuthentication;
  /** Writes the attempt's transaction, in the transaction that records the failure. */
  record(scoped: PaymentDeps): Promise<unknown>;
}

/**
 * A renewal attempt failed (declined, or its bank asks the cardholder who is not there): the
 * subscription is past due and retried RENEWAL_RETRY_DAYS after the first decline; once they are
 * used up it lapses (`lapsed` in its history, decision 196) and the final notice goes out. The
 * supporter is told each time, with a link to pay with another card (decision 232). The attempt,
 * the subscription's new state and the notice are one database transaction: the notice is in the
 * outbox exactly when the failure is recorded (decision 261).
 */
export async function recordFailedRenewal(deps: PaymentDeps, row: DonationSubscriptionRow, failed: FailedAttempt): Promise<'declined' | 'lapsed'> {
  const recovery = recoveryOf(deps);
  const attempt = row.failedRenewals + 1;
  const retryInDays = recovery.retryDays[attempt - 1];
  // One attempt of one period: a second run of the job that records the same attempt tells no one twice.
  const attemptName = `${row.currentPeriodEnd.toISOString()}:${attempt}`;
  // A provider call stays out of the database transaction: the plan lapses, so its challenge is closed.
  if (retryInDays === undefined && failed.pending) await deps.provider.abandonAuthentication(failed.pending.intentId);
  return deps.db.transaction(async (db) => {
    const scoped: PaymentDeps = { ...deps, db };
    await failed.record(scoped);
    if (retryInDays === undefined) {
      const lapsed = await updateSubscriptionRow(db, row.id, { status: 'DELETED', failedRenewals: attempt, nextRetryAt: null, updatedAt: deps.clock() });
      await queueSubscriptionLapsedNotice(db, lapsed, { restartUrl: new URL('/donate', recovery.siteUrl).href });
      return 'lapsed';
    }
    const nextRetryAt = new Date(row.currentPeriodEnd.getTime() + retryInDays * DAY_MS);
    const updated = await updateSubscriptionRow(db, row.id, { status: 'PAST_DUE', failedRenewals: attempt, nextRetryAt, updatedAt: deps.clock() });
    const updateCardUrl = cardUpdateUrl(deps, updated);
    if (failed.pending) {
      await queueRenewalNeedsAuthenticationNotice(db, updated, attemptName, { confirmUrl: sandboxChallengeUrl(recovery.siteUrl, failed.pending), updateCardUrl, nextRetryAt });
    } else {
      await queueRenewalFailedNotice(db, updated, attemptName, { nextRetryAt, updateCardUrl });
    }
    return 'declined';
  });
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
