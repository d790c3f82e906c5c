import type { AdminAuth } from '../auth/firebase-admin';
import { firebaseErrorCode } from '../auth/firebase-admin';
import type { SessionCookieJar } from '../auth/session-cookie';
import type { Caller } from '../auth/verify-id-token';
import { findMemberByUid } from './member-store';
import { eraseMemberData } from './member-erasure-store';
import type { PaymentDeps } from '../payments/payment-deps';
import { listOwnPaymentMethods, markPaymentMethodDeleted } from '../payments/payment-method-store';
import { liveSubscriptions, updateSubscriptionRow } from '../payments/subscription-store';

export interface MemberDeletionDeps {
  payments: PaymentDeps;
  auth: Pick<AdminAuth, 'revokeRefreshTokens' | 'deleteUser'>;
}

/** Ends renewal at the provider first, so no charge follows an account that is gone. */
async function endSubscriptions(deps: PaymentDeps, uid: string): Promise<void> {
  for (const row of await liveSubscriptions(deps.db, uid)) {
    await deps.provider.cancelSubscription(row.providerSubscriptionId);
    await updateSubscriptionRow(deps.db, row.id, { status: 'DELETED', canceledAt: deps.clock(), cancelReason: 'account_deleted', updatedAt: deps.clock() });
  }
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
  await eraseMemberData(payments.db, caller.uid, member?.email ?? caller.email, payments.clock());
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
