import type { AdminAuth } from '../auth/firebase-admin';
import { firebaseErrorCode } from '../auth/firebase-admin';
import type { SessionCookieJar } from '../auth/session-cookie';
import type { Caller } from '../auth/verify-id-token';
import { findMemberByUid } from './member-store';
import { eraseMemberData } from './member-erasure-store';
import type { PaymentDeps } from '../payments/payment-deps';
import { listOwnPaymentMethods, markPaymentMethodDeleted } from '../payments/payment-method-store';
import { countSubscriptionsEndedFor, liveSubscriptions, updateSubscriptionRow } from '../payments/subscription-store';
import { enqueueEmail, queueEmailSafely } from '../outbox/outbox-service';

export interface MemberDeletionDeps {
  payments: PaymentDeps;
  auth: Pick<AdminAuth, 'revokeRefreshTokens' | 'deleteUser'>;
}

const ACCOUNT_DELETED = 'account_deleted';

/** Ends renewal at the provider first, so no charge follows an account that is gone. */
async function endSubscriptions(deps: PaymentDeps, uid: string): Promise<void> {
  for (const row of await liveSubscriptions(deps.db, uid)) {
    await deps.provider.cancelSubscription(row.providerSubscriptionId);
    await updateSubscriptionRow(deps.db, row.id, { status: 'DELETED', canceledAt: deps.clock(), cancelReason: ACCOUNT_DELETED, updatedAt: deps.clock() });
  }
}

/**
 * Erases the member's personal data and, in the same transaction, queues the confirmation to the
 * address being erased (decision 269). It is queued after the erasure has deleted the outbox's
 * emails to that address, so it is the one left; it holds no name, and the worker empties its
 * address once it is sent. Keyed by uid: a retried deletion finds it queued or sent and adds none.
 * An email that cannot be queued never stops a deletion.
 */
async function eraseAndConfirm(deps: PaymentDeps, uid: string, email: string | null): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await eraseMemberData(tx, uid, email, deps.clock());
    if (!email) return;
    await queueEmailSafely(tx, `the account deletion of ${uid}`, async (savepoint) => {
      const canceledGifts = await countSubscriptionsEndedFor(savepoint, uid, ACCOUNT_DELETED);
      await enqueueEmail(savepoint, { key: `account-deleted:${uid}`, to: email, template: 'account-deleted', data: { canceledGifts } });
    });
  });
}

async function deleteCards(deps: PaymentDeps, uid: string): Promise<void> {
  for (const card of await listOwnPaymentMethods(deps.db, uid)) {
    await deps.provider.detachPaymentMethod(card.providerPaymentMethodId);
    await markPaymentMethodDeleted(deps.db, uid, card.id, deps.clock());
  }
}

/**
 * Deletes the caller's account: subscriptions cancelled, cards deleted, personal data removed
 * (transactions kept, anonymised, for accounting), every session revoked and the Firebase user
 * deleted. Each step can be repeated, and the Firebase user goes last: if anything before it
 * fails, the member can still sign in and try again.
 */
export async function deleteMember(deps: MemberDeletionDeps, caller: Caller, jar: SessionCookieJar): Promise<{ deleted: true }> {
  const { payments } = deps;
  await endSubscriptions(payments, caller.uid);
  await deleteCards(payments, caller.uid);
  const member = await findMemberByUid(payments.db, caller.uid);
  await eraseAndConfirm(payments, caller.uid, member?.email ?? caller.email);
  await deps.auth.revokeRefreshTokens(caller.uid);
  try {
    await deps.auth.deleteUser(caller.uid);
  } catch (error) {
    // A retry after the user was already deleted has nothing left to do.
    if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
  }
  jar.clear();
  return { deleted: true };
}
