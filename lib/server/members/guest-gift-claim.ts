import type { Caller } from '../auth/verify-id-token';
import { log } from '../observability/logger';
import { moveGuestGifts } from './guest-gift-claim-store';
import type { ServiceDeps } from './member-deps';

/**
 * A guest who gave under an email, then signed in with a verified account of that email, finds
 * those gifts and their receipts in their profile (decision 317). Only a verified email claims:
 * anyone can sign up with an address, only its owner can verify it. Cards and subscriptions stay
 * where they were made: they charge the guest's card, which the account's holder must not steer.
 */
export async function claimGuestGifts(deps: Pick<ServiceDeps, 'db' | 'now'>, caller: Caller): Promise<number> {
  if (caller.isAnonymous || !caller.emailVerified || !caller.email) return 0;
  const moved = await moveGuestGifts(deps.db, caller.uid, caller.email.toLowerCase(), deps.now());
  if (moved > 0) log().info({ uid: caller.uid, moved }, 'A verified owner claimed the gifts a guest made under their email');
  return moved;
}
