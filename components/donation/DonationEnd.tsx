import Link from 'next/link';
import { useDonationContext } from '@/hooks/useDonationContext';
import { amountWithInterval } from '@/lib/donation/donation-labels';
import styles from './Donation.module.css';
import { ReceiptLine } from './ReceiptLine';

/** THANK_YOU and THANK_YOU_CARD_REPLACE: the end of the flow, with the receipt when there was a payment. */
export function ThankYou() {
  const { state } = useDonationContext();
  return (
    <div className={styles.form}>
      <ReceiptLine />
      <ul className={styles.links}>
        {/* A member who changed their amount or card came from their profile: the way back first. */}
        {state.userStatus === 'signed-in' ? (
          <li>
            <Link href="/profile">Back to your profile</Link>
          </li>
        ) : null}
        <li>
          <Link href="/">Back to the news</Link>
        </li>
        <li>
          <Link href="/podcasts">Listen to our podcasts</Link>
        </li>
      </ul>
    </div>
  );
}

/** THANK_YOU_INCOMPLETE: the payment stands; what did not finish, and what to do about it. */
export function ThankYouIncomplete() {
  const { state } = useDonationContext();
  const txId = state.paymentIntent?.txId;
  return (
    <div className={styles.form}>
      {txId ? (
        <p>
          <Link href={`/receipt/${encodeURIComponent(txId)}`}>Your receipt</Link> is ready. Keep its number ({txId}) if you contact us.
        </p>
      ) : null}
      <ul className={styles.links}>
        <li>
          To set a password for your account later, use <Link href="/forgot-password">Forgot password</Link> with {state.email || 'your email'}.
        </li>
        <li>
          To choose newsletters, visit <Link href="/newsletters">our newsletters</Link>.
        </li>
      </ul>
    </div>
  );
}

/**
 * ERROR: something the donor could not fix on their step (decision 286). The heading and message
 * (the cause's) are the flow's; here, the way back with everything they typed: Try again returns
 * to their step, or to signing in when their session ended.
 */
export function DonationError() {
  const { state, dispatch } = useDonationContext();
  if (!state.failure) {
    return (
      <div className={styles.form}>
        <button type="button" className={styles.primary} onClick={() => dispatch({ type: 'RESET' })}>
          Start again
        </button>
      </div>
    );
  }
  const signInAgain = state.failure.resumeStep === 'LOGIN_PROMPT';
  return (
    <div className={styles.form}>
      {state.amount ? <p className={styles.summary}>{amountWithInterval(state.amount, state.interval)}</p> : null}
      <button type="button" className={styles.primary} onClick={() => dispatch({ type: 'RETRY_REQUESTED' })}>
        {signInAgain ? 'Sign in again' : 'Try again'}
      </button>
      <ul className={styles.links}>
        <li>
          <Link href="/">Back to the news</Link>
        </li>
      </ul>
    </div>
  );
}
