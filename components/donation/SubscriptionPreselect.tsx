import { useAnalytics } from '@/hooks/useAnalytics';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { cartEventValue } from '@/lib/donation/donation-amounts';
import { amountWithInterval } from '@/lib/donation/donation-labels';
import { toPlacement } from '@/lib/donation/donation-steps';
import styles from './Donation.module.css';

/** SUBSCRIPTION_PRESELECT: a link chose the amount and interval; the donor confirms or picks again. */
export function SubscriptionPreselect() {
  const { state, dispatch } = useDonationContext();
  const { track } = useAnalytics();
  const { user } = useAuth();
  const placement = toPlacement(state.donationLocation);
  return (
    <div className={styles.form}>
      <p className={styles.summary}>
        {amountWithInterval(state.amount, state.interval)}
      </p>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          track(ANALYTICS_EVENTS.donationButtonClick, { amount: state.amount / 100, interval: state.interval, placement });
          track(ANALYTICS_EVENTS.beginCheckout, { ...cartEventValue(state.amount, state.interval), interval: state.interval, placement });
          dispatch({ type: 'AMOUNT_CONFIRMED', amount: state.amount, signedIn: Boolean(user && !user.isAnonymous) });
        }}
      >
        Continue
      </button>
      <button type="button" className={styles.secondary} onClick={() => dispatch({ type: 'DIFFERENT_AMOUNT_REQUESTED' })}>
        Choose a different amount
      </button>
    </div>
  );
}
