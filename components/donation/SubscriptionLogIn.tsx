import { SignInForm } from '@/components/auth/SignInForm';
import { useDonationContext } from '@/hooks/useDonationContext';
import { amountWithInterval } from '@/lib/donation/donation-labels';
import { donationReturnPath } from '@/lib/donation/donation-entry';
import styles from './Donation.module.css';

/**
 * SUBSCRIPTION_LOG_IN and LOGIN_PROMPT: a member signs in, and the flow carries on under their
 * account (the reducer picks the step). A donor who gave as a guest has an account with no
 * password (decision 120): the emailed link is their way in, and it brings their gift back.
 */
export function SubscriptionLogIn() {
  const { state, dispatch } = useDonationContext();
  const gift = state.step === 'SUBSCRIPTION_LOG_IN';
  return (
    <>
      {gift ? (
        <p className={styles.signInHint}>
          Never set a password? Choose “Email me a sign-in link”: it brings you back here with your {amountWithInterval(state.amount, state.interval)} gift.
        </p>
      ) : null}
      <SignInForm
        next={donationReturnPath(state)}
        email={state.email || undefined}
        onSignedIn={async () => {
          dispatch({ type: 'SIGNED_IN', profile: {} });
        }}
      />
    </>
  );
}
