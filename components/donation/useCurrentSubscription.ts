import { useEffect } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';
import { listSubscriptions } from '@/lib/api/payments';
import type { DonationSubscription } from '@/lib/donation/donation-state';

/**
 * Loads the member's current subscription into the donation state once: null when they have none
 * (the reducer then opens the amounts). Once sign-in has resolved to nobody (or an anonymous
 * session), the flow asks the donor to sign in (LOGIN_PROMPT, decision 285). SPEC §8: a failed fetch
 * is logged to the console and the subscription stays unset; the donor gets ERROR's Try again.
 */
export function useCurrentSubscription(): DonationSubscription | null | undefined {
  const { state, dispatch } = useDonationContext();
  const { status, user } = useAuth();
  const signedIn = Boolean(user && !user.isAnonymous);
  // A donor the flow has just seen sign in is not sent back while the auth context catches up.
  const signedOut = status === 'resolved' && !signedIn && state.userStatus !== 'signed-in';
  const known = state.subscription !== undefined;
  useEffect(() => {
    if (signedOut) dispatch({ type: 'SIGN_IN_NEEDED' });
  }, [signedOut, dispatch]);
  useEffect(() => {
    if (!signedIn || known) return;
    let current = true;
    listSubscriptions()
      .then((subscriptions) => {
        const live = subscriptions.find((s) => s.status !== 'DELETED');
        const subscription = live ? { subscriptionId: live.subscriptionId, paymentMethodId: live.paymentMethodId, amount: live.amount, billingInterval: live.billingInterval } : null;
        if (current) dispatch({ type: 'SUBSCRIPTION_LOADED', subscription });
      })
      .catch((error: unknown) => {
        console.error('Loading the subscription failed', error);
        if (current) dispatch({ type: 'STEP_FAILED', cause: 'support-unavailable' });
      });
    return () => {
      current = false;
    };
  }, [signedIn, known, dispatch]);
  return state.subscription;
}
