import { SignInForm } from '@/components/auth/SignInForm';
import { useDonationContext } from '@/hooks/useDonationContext';

/** SUBSCRIPTION_LOG_IN and LOGIN_PROMPT: a member signs in, and the gift carries on under their account. */
export function SubscriptionLogIn() {
  const { dispatch } = useDonationContext();
  return (
    <SignInForm
      next="/donate"
      onSignedIn={async () => {
        dispatch({ type: 'SIGNED_IN', profile: {} });
      }}
    />
  );
}
