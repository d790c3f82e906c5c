import { useDonationContext } from '@/hooks/useDonationContext';
import { fromBillingInterval } from '@/lib/donation/donation-amounts';
import { amountWithInterval } from '@/lib/donation/donation-labels';
import styles from './Donation.module.css';
import { useCurrentSubscription } from './useCurrentSubscription';

/**
 * SUBSCRIPTION: the member's current plan, and the two things they can change about it. Without a
 * plan the reducer moves on to the amounts; signed out, to LOGIN_PROMPT.
 */
export function CurrentSubscription() {
  const subscription = useCurrentSubscription();
  const { dispatch } = useDonationContext();
  if (!subscription) return <p role="status">Loading your support…</p>;
  return (
    <div className={styles.form}>
      <p className={styles.summary}>
        {amountWithInterval(subscription.amount, fromBillingInterval(subscription.billingInterval))}
      </p>
      <button type="button" className={styles.primary} onClick={() => dispatch({ type: 'PLAN_CHANGE_REQUESTED' })}>
        Change amount or how often
      </button>
      <button type="button" className={styles.secondary} onClick={() => dispatch({ type: 'CARD_CHANGE_REQUESTED' })}>
        Change card
      </button>
    </div>
  );
}
