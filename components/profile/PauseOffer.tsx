import { useState } from 'react';
import { pauseSubscription } from '@/lib/api/payments';
import { pauseEnd } from '@/lib/dates/billing-period';
import { displayDate } from '@/lib/dates/nz-time';
import type { Subscription } from '@/lib/schemas/payments';
import styles from './Profile.module.css';

const MONTHS = [1, 2, 3] as const;
const monthWords = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/** The other alternative to cancelling: skip one to three monthly payments, then carry on by itself. */
export function PauseOffer({ subscription, onPaused }: { subscription: Subscription; onPaused: () => void }) {
  const [months, setMonths] = useState<number>(1);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const resumesOn = displayDate(pauseEnd(new Date(subscription.currentPeriodEnd), months));

  const pause = () => {
    setState('saving');
    pauseSubscription(subscription.subscriptionId, months)
      .then(onPaused)
      .catch((error: unknown) => {
        console.error('Pausing the subscription failed', error);
        setState('failed');
      });
  };

  return (
    <fieldset className={styles.choices}>
      <legend>Or take a break</legend>
      <p>Skip your next payments and your support starts again by itself. Nothing is charged while it is paused.</p>
      {MONTHS.map((option) => (
        <label key={option}>
          <input type="radio" name="pause-months" value={option} checked={months === option} onChange={() => setMonths(option)} /> {monthWords(option)}
        </label>
      ))}
      <p aria-live="polite">Your next payment would be on {resumesOn}.</p>
      {state === 'failed' ? (
        <p role="alert" className={styles.error}>
          Your support could not be paused. Please try again.
        </p>
      ) : null}
      <p className={styles.actions}>
        <button type="button" className={styles.button} disabled={state === 'saving'} onClick={pause}>
          {state === 'saving' ? 'Pausing…' : `Pause for ${monthWords(months)}`}
        </button>
      </p>
    </fieldset>
  );
}
