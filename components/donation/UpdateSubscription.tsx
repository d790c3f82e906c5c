import { type FormEvent, useState } from 'react';
import { useDonationContext } from '@/hooks/useDonationContext';
import { updateSubscription } from '@/lib/api/payments';
import { DONATION_PRESETS, type DonationInterval, formatDonationAmount, fromBillingInterval, parseCustomAmount, toBillingInterval } from '@/lib/donation/donation-amounts';
import { DONATION_PROBLEMS } from '@/lib/donation/donation-error-messages';
import { amountWithInterval, INTERVAL_LABELS } from '@/lib/donation/donation-labels';
import { weeklyEquivalent } from '@/lib/donation/weekly-equivalent';
import styles from './Donation.module.css';
import { useCurrentSubscription } from './useCurrentSubscription';
import { useDonationTask } from './useDonationTask';

const RECURRING: readonly Exclude<DonationInterval, 'one-off'>[] = ['month', 'year'];

/**
 * UPDATE: a new amount and/or interval, confirmed before it is saved. It applies from the next
 * billing date (no prorated charge); the thank-you says from when.
 */
export function UpdateSubscription() {
  const subscription = useCurrentSubscription();
  const { dispatch } = useDonationContext();
  const { loading, run } = useDonationTask();
  const [interval, setChosenInterval] = useState<Exclude<DonationInterval, 'one-off'>>(subscription ? (fromBillingInterval(subscription.billingInterval) as 'month' | 'year') : 'month');
  const [amountText, setAmountText] = useState(subscription ? (subscription.amount / 100).toFixed(2) : '');
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);

  if (subscription === undefined) return <p role="status">Loading your support…</p>;
  if (subscription === null || !subscription.paymentMethodId) return <p>There is no subscription to change.</p>;
  const current = subscription;
  const typed = parseCustomAmount(amountText);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCustomAmount(amountText);
    if (!parsed.ok) return setProblem(parsed.message);
    if (parsed.cents === current.amount && toBillingInterval(interval) === current.billingInterval) return setProblem(DONATION_PROBLEMS.sameAmount);
    setProblem('');
    setConfirming(parsed.cents);
  };

  const save = (cents: number) =>
    void run('Changing the subscription failed', async () => {
      const change = await updateSubscription({
        subscriptionId: current.subscriptionId,
        paymentMethodId: current.paymentMethodId ?? '',
        amount: cents,
        billingInterval: toBillingInterval(interval) as 'MONTHLY' | 'YEARLY',
      });
      dispatch({ type: 'PLAN_CHANGED', amount: cents, interval, effectiveFrom: change.effectiveFrom });
    });

  if (confirming !== null) {
    return (
      <div className={styles.form}>
        <p className={styles.summary}>
          Change to {amountWithInterval(confirming, interval)}?
        </p>
        <p>{weeklyEquivalent(confirming, interval)}.</p>
        <p>It starts from your next payment date; nothing is charged today.</p>
        <button type="button" className={styles.primary} disabled={loading} onClick={() => save(confirming)}>
          {loading ? 'Saving…' : 'Confirm the change'}
        </button>
        <button type="button" className={styles.secondary} disabled={loading} onClick={() => setConfirming(null)}>
          Go back
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={review} noValidate>
      <p>
        Now: {amountWithInterval(current.amount, fromBillingInterval(current.billingInterval))}
      </p>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>How often</legend>
        {RECURRING.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name="interval" value={option} checked={interval === option} onChange={() => setChosenInterval(option)} />
            <span>{INTERVAL_LABELS[option]}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="update-amount" className={styles.label}>
          New amount in NZ dollars
        </label>
        <p id="update-amount-hint" className={styles.hint}>
          For example {DONATION_PRESETS[interval].amounts.map((cents) => formatDonationAmount(cents)).join(', ')}. From $2 to $10,000.
        </p>
        <input
          id="update-amount"
          className={styles.input}
          inputMode="decimal"
          value={amountText}
          aria-describedby="update-amount-hint"
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </div>
      {typed.ok ? (
        <p className={styles.hint} aria-live="polite">
          {weeklyEquivalent(typed.cents, interval)}.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <button type="submit" className={styles.primary}>
        Review the change
      </button>
    </form>
  );
}
