import { useAnalytics } from '@/hooks/useAnalytics';
import { useDonationContext } from '@/hooks/useDonationContext';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { cartEventValue, formatDonationAmount } from '@/lib/donation/donation-amounts';
import { toPlacement } from '@/lib/donation/donation-steps';
import { INTERVAL_LABELS } from './BudgetSelect';
import styles from './Donation.module.css';
import { useAdvanceDonation } from './useAdvanceDonation';

/** SUBSCRIPTION_PRESELECT: a link chose the amount and interval; the donor confirms or picks again. */
export function SubscriptionPreselect() {
  const { state } = useDonationContext();
  const { track } = useAnalytics();
  const advance = useAdvanceDonation();
  const placement = toPlacement(state.donationLocation);
  return (
    <div className={styles.form}>
      <p className={styles.summary}>
        {formatDonationAmount(state.amount)} {INTERVAL_LABELS[state.interval].toLowerCase()}
      </p>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          track(ANALYTICS_EVENTS.donationButtonClick, { amount: state.amount / 100, interval: state.interval, placement });
          track(ANALYTICS_EVENTS.beginCheckout, { ...cartEventValue(state.amount, state.interval), interval: state.interval, placement });
          advance({ type: 'CONTINUE' });
        }}
      >
        Continue
      </button>
      <button type="button" className={styles.secondary} onClick={() => advance({ type: 'CHANGE_AMOUNT' })}>
        Choose a different amount
      </button>
    </div>
  );
}
