import { useDonationContext } from '@/hooks/useDonationContext';
import { fromBillingInterval } from '@/lib/donation/donation-amounts';
import { amountWithInterval } from '@/lib/donation/donation-labels';
import styles from './Donation.module.css';
import { useCurrentSubscription } from './useCurrentSubscription';

/** SUBSCRIPTION: the member's current plan, and the two things they can change about it. */
export function CurrentSubscription() {
  const subscription = useCurrentSubscription();
  const { dispatch } = useDonationContext();
  if (subscription === undefined) return <p role="status">Loading your support…</p>;
  if (subscription === null) {
    return (
      <div className={styles.form}>
        <p>You do not give regularly at the moment.</p>
        <button type="button" className={styles.primary} onClick={() => dispatch({ type: 'NEW_PLAN_REQUESTED' })}>
          Start giving
        </button>
      </div>
    );
  }
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
