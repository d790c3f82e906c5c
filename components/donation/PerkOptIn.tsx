import { type FormEvent } from 'react';
import { useAnalytics } from '@/hooks/useAnalytics';
import { useDonationContext } from '@/hooks/useDonationContext';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import styles from './Donation.module.css';

/** PERK_OPT_IN: the supporter's thank-you perks are offered, never assumed (unchecked by default). */
export function PerkOptIn() {
  const { state, dispatch } = useDonationContext();
  const { track } = useAnalytics();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const perkOptIn = new FormData(event.currentTarget).get('perk') === 'yes';
    if (perkOptIn) track(ANALYTICS_EVENTS.perkOptIn, { placement: state.donationLocation });
    dispatch({ type: 'PERK_CHOSEN', perkOptIn });
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label className={styles.check}>
        <input type="checkbox" name="perk" value="yes" defaultChecked={state.options.perkOptIn} />
        <span>Yes, list my name as a supporter and invite me to events</span>
      </label>
      <button type="submit" className={styles.primary}>
        Continue
      </button>
    </form>
  );
}
