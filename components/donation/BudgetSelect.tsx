import { type FormEvent, useId, useState } from 'react';
import { useAnalytics } from '@/hooks/useAnalytics';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { cartEventValue, DONATION_INTERVALS, DONATION_PRESETS, formatDonationAmount, parseCustomAmount } from '@/lib/donation/donation-amounts';
import { INTERVAL_LABELS, PER_INTERVAL } from '@/lib/donation/donation-labels';
import { toPlacement } from '@/lib/donation/donation-steps';
import { weeklyEquivalent } from '@/lib/donation/weekly-equivalent';
import styles from './Donation.module.css';

/** BUDGET_SELECT: how often (DESIGN §5 tabs) and how much (presets, or any amount in dollars). */
export function BudgetSelect() {
  const { state, dispatch } = useDonationContext();
  const { track } = useAnalytics();
  const { user } = useAuth();
  const presets = DONATION_PRESETS[state.interval];
  const [custom, setCustom] = useState(() => (state.amount && !presets.amounts.includes(state.amount) ? (state.amount / 100).toFixed(2) : ''));
  const [useCustom, setUseCustom] = useState(custom !== '');
  const [error, setError] = useState('');
  const customId = useId();
  const amount = state.amount || presets.preselected;
  const typed = useCustom ? parseCustomAmount(custom) : null;
  const shownCents = typed ? (typed.ok ? typed.cents : null) : amount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let cents = amount;
    if (useCustom) {
      const parsed = parseCustomAmount(custom);
      if (!parsed.ok) {
        setError(parsed.message);
        document.getElementById(customId)?.focus();
        return;
      }
      cents = parsed.cents;
    }
    const placement = toPlacement(state.donationLocation);
    track(ANALYTICS_EVENTS.donationButtonClick, { amount: cents / 100, interval: state.interval, placement });
    track(ANALYTICS_EVENTS.beginCheckout, { ...cartEventValue(cents, state.interval), interval: state.interval, placement });
    dispatch({ type: 'AMOUNT_CONFIRMED', amount: cents, signedIn: Boolean(user && !user.isAnonymous) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>How often</legend>
        {DONATION_INTERVALS.map((interval) => (
          <label key={interval} className={styles.choice}>
            <input
              type="radio"
              name="interval"
              value={interval}
              checked={state.interval === interval}
              onChange={() => {
                dispatch({ type: 'INTERVAL_CHOSEN', interval });
                setUseCustom(false);
                setError('');
              }}
            />
            <span>{INTERVAL_LABELS[interval]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>How much</legend>
        {presets.amounts.map((cents) => (
          <label key={cents} className={styles.choice}>
            <input
              type="radio"
              name="amount"
              value={cents}
              checked={!useCustom && amount === cents}
              onChange={() => {
                dispatch({ type: 'AMOUNT_CHOSEN', amount: cents });
                setUseCustom(false);
                setError('');
              }}
            />
            <span>
              {formatDonationAmount(cents)}
              {PER_INTERVAL[state.interval]}
            </span>
          </label>
        ))}
        <label className={styles.choice}>
          <input type="radio" name="amount" value="other" checked={useCustom} onChange={() => setUseCustom(true)} />
          <span>Other amount</span>
        </label>
      </fieldset>
      {useCustom ? (
        <div className={styles.field}>
          <label htmlFor={customId} className={styles.label}>
            Amount in NZ dollars
          </label>
          <p id={`${customId}-hint`} className={styles.hint}>
            From $2 to $10,000{PER_INTERVAL[state.interval]}.
          </p>
          <input
            id={customId}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={custom}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${customId}-hint${error ? ` ${customId}-error` : ''}`}
            onChange={(event) => {
              setCustom(event.target.value);
              setError('');
            }}
          />
          {error ? (
            <p id={`${customId}-error`} role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      {state.interval !== 'one-off' && shownCents !== null ? (
        <p className={styles.hint} aria-live="polite">
          {weeklyEquivalent(shownCents, state.interval)}.
        </p>
      ) : null}
      <button type="submit" className={styles.primary}>
        Continue
      </button>
    </form>
  );
}
