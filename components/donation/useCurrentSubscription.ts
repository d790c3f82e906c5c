import { useEffect } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';
import { listSubscriptions } from '@/lib/api/payments';
import type { DonationSubscription } from '@/lib/donation/donation-state';

/**
 * Loads the member's current subscription into the donation state once: null when they have none.
 * SPEC §8: a failed fetch is logged to the console and the subscription stays unset (undefined).
 */
export function useCurrentSubscription(): DonationSubscription | null | undefined {
  const { state, dispatch } = useDonationContext();
  const { user } = useAuth();
  const signedIn = Boolean(user && !user.isAnonymous);
  const known = state.subscription !== undefined;
  useEffect(() => {
    if (!signedIn || known) return;
    let current = true;
    listSubscriptions()
      .then((subscriptions) => {
        const live = subscriptions.find((s) => s.status !== 'DELETED');
        const subscription = live ? { subscriptionId: live.subscriptionId, paymentMethodId: live.paymentMethodId, amount: live.amount, billingInterval: live.billingInterval } : null;
        if (current) dispatch({ type: 'SUBSCRIPTION_LOADED', subscription });
      })
      .catch((error: unknown) => console.error('Loading the subscription failed', error));
    return () => {
      current = false;
    };
  }, [signedIn, known, dispatch]);
  return state.subscription;
}
