import { formatDonationAmount, fromBillingInterval } from '@/lib/donation/donation-amounts';
import { INTERVAL_LABELS } from './BudgetSelect';
import styles from './Donation.module.css';
import { useAdvanceDonation } from './useAdvanceDonation';
import { useCurrentSubscription } from './useCurrentSubscription';

/** SUBSCRIPTION: the member's current plan, and the two things they can change about it. */
export function CurrentSubscription() {
  const subscription = useCurrentSubscription();
  const advance = useAdvanceDonation();
  if (subscription === undefined) return <p role="status">Loading your support…</p>;
  if (subscription === null) {
    return (
      <div className={styles.form}>
        <p>You do not give regularly at the moment.</p>
        <button type="button" className={styles.primary} onClick={() => advance({ type: 'CONTINUE' })}>
          Start giving
        </button>
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <p className={styles.summary}>
        {formatDonationAmount(subscription.amount)} {INTERVAL_LABELS[fromBillingInterval(subscription.billingInterval)].toLowerCase()}
      </p>
      <button type="button" className={styles.primary} onClick={() => advance({ type: 'CHANGE_PLAN' })}>
        Change amount or how often
      </button>
      <button type="button" className={styles.secondary} onClick={() => advance({ type: 'CHANGE_CARD' })}>
        Change card
      </button>
    </div>
  );
}
