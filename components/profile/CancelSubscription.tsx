import Link from 'next/link';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { cancelSubscription } from '@/lib/api/payments';
import { displayDate } from '@/lib/dates/nz-time';
import type { CancelReason, Subscription } from '@/lib/schemas/payments';
import { PauseOffer } from './PauseOffer';
import styles from './Profile.module.css';

const REASONS: readonly { value: CancelReason; label: string }[] = [
  { value: 'too_expensive', label: 'It costs more than I can give now' },
  { value: 'not_reading', label: 'I do not read as much as I did' },
  { value: 'payment_trouble', label: 'I had trouble with payments' },
  { value: 'supporting_elsewhere', label: 'I support you another way' },
  { value: 'other', label: 'Another reason' },
];

// SPEC §7 sends only the subscriptionId: the reason is the member's to give or not, so none is chosen for them.
type Chosen = CancelReason | undefined;
type Step = { kind: 'offer' } | { kind: 'confirm'; reason: Chosen } | { kind: 'saving'; reason: Chosen } | { kind: 'failed'; reason: Chosen };

/**
 * Cancelling: first the alternatives (give less, with the same form as any change, or pause a
 * monthly gift) and why, then a confirmation that names the date the paid period ends. Nothing is
 * refunded or charged.
 */
export function CancelSubscription({ subscription, onKeep, onChanged }: { subscription: Subscription; onKeep: () => void; onChanged: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'offer' });
  const [reason, setReason] = useState<Chosen>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading takes the focus when a step opens, not while saving or after a failure (the alert speaks then).
  const opened = step.kind === 'offer' || step.kind === 'confirm' ? step.kind : null;
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setStep({ kind: 'confirm', reason });
  };

  const cancel = (chosen: Chosen) => {
    setStep({ kind: 'saving', reason: chosen });
    cancelSubscription(subscription.subscriptionId, chosen)
      .then(onChanged)
      .catch((error: unknown) => {
        console.error('Cancelling the subscription failed', error);
        setStep({ kind: 'failed', reason: chosen });
      });
  };

  if (step.kind === 'offer') {
    return (
      <form className={styles.panel} onSubmit={review} aria-labelledby="cancel-heading">
        <h3 id="cancel-heading" ref={heading} tabIndex={-1}>
          Before you go
        </h3>
        <p>You could give a smaller amount instead: every dollar helps, and you can change it again at any time.</p>
        <p className={styles.actions}>
          <Link className={styles.link} href="/donate?placement=UPDATE">
            Give a smaller amount
          </Link>
        </p>
        {subscription.billingInterval === 'MONTHLY' && !subscription.pausedUntil ? <PauseOffer subscription={subscription} onPaused={onChanged} /> : null}
        <fieldset className={styles.choices}>
          <legend>Why are you cancelling? (optional)</legend>
          {REASONS.map((option) => (
            <label key={option.value}>
              <input type="radio" name="reason" value={option.value} checked={reason === option.value} onChange={() => setReason(option.value)} /> {option.label}
            </label>
          ))}
        </fieldset>
        <p className={styles.actions}>
          <button type="submit" className={styles.danger}>
            Continue to cancel
          </button>
          <button type="button" className={styles.button} onClick={onKeep}>
            Keep my support
          </button>
        </p>
      </form>
    );
  }

  return (
    <div className={styles.panel} aria-labelledby="cancel-heading">
      <h3 id="cancel-heading" ref={heading} tabIndex={-1}>
        Cancel your support?
      </h3>
      <p>
        Your support is paid up to {displayDate(subscription.currentPeriodEnd)}. If you cancel, it ends then and nothing more is charged.
      </p>
      {step.kind === 'failed' ? (
        <p role="alert" className={styles.error}>
          Your support could not be cancelled. Please try again.
        </p>
      ) : null}
      <p className={styles.actions}>
        <button type="button" className={styles.danger} disabled={step.kind === 'saving'} onClick={() => cancel(step.reason)}>
          {step.kind === 'saving' ? 'Cancelling…' : 'Yes, cancel my support'}
        </button>
        <button type="button" className={styles.button} disabled={step.kind === 'saving'} onClick={onKeep}>
          Keep my support
        </button>
      </p>
    </div>
  );
}
