import { SignInForm } from '@/components/auth/SignInForm';
import { useDonationContext } from '@/hooks/useDonationContext';
import { toPlacement } from '@/lib/donation/donation-steps';

/**
 * SUBSCRIPTION_LOG_IN and LOGIN_PROMPT: a member signs in, and the flow carries on under their
 * account (the reducer picks the step). A sign-in that leaves the page (an emailed link, a provider's
 * redirect) comes back to the donate page with the same placement.
 */
export function SubscriptionLogIn() {
  const { state, dispatch } = useDonationContext();
  return (
    <SignInForm
      next={`/donate?placement=${toPlacement(state.donationLocation)}`}
      onSignedIn={async () => {
        dispatch({ type: 'SIGNED_IN', profile: {} });
      }}
    />
  );
}
