import { SignInForm } from '@/components/auth/SignInForm';
import { useDonationContext } from '@/hooks/useDonationContext';
import { useAdvanceDonation } from './useAdvanceDonation';

/** SUBSCRIPTION_LOG_IN and LOGIN_PROMPT: a member signs in, and the gift carries on under their account. */
export function SubscriptionLogIn() {
  const { dispatch } = useDonationContext();
  const advance = useAdvanceDonation();
  return (
    <SignInForm
      next="/donate"
      onSignedIn={async () => {
        dispatch({ type: 'SET', values: { userStatus: 'signed-in', isNewUser: false, hasFirebase: true } });
        advance({ type: 'SIGNED_IN' });
      }}
    />
  );
}
