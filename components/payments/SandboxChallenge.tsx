import { useRef, useState } from 'react';
import { formatDonationAmount } from '@/lib/donation/format-donation-amount';
import styles from './SandboxChallenge.module.css';

export type ChallengeDecision = 'complete' | 'fail';

interface SandboxChallengeProps {
  amount: number | null;
  last4?: string | null;
  /** Sends the answer; the buttons stay disabled while it runs, so a double click answers once. */
  onDecide: (decision: ChallengeDecision) => Promise<void>;
}

/**
 * The sandbox's 3-D Secure screen, in the look of a card issuer's: what Stripe.js shows from the
 * bank with Stripe. Clearly a test: "Complete" and "Fail" stand for the cardholder's answer.
 */
export function SandboxChallenge({ amount, last4, onDecide }: SandboxChallengeProps) {
  const [busy, setBusy] = useState(false);
  // The disabled buttons reach the page a render later; the ref stops a double click's second at once.
  const sending = useRef(false);
  const decide = async (decision: ChallengeDecision) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await onDecide(decision);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <div className={styles.screen}>
      <div className={styles.bank} aria-hidden="true">
        <span>Test Bank</span>
        <span className={styles.secure}>3-D Secure</span>
      </div>
      <div className={styles.body}>
        <h2 id="challenge-heading" className={styles.title} tabIndex={-1}>
          Confirm this payment
        </h2>
        <p className={styles.testMode} role="note">
          <strong>Test mode:</strong> this stands in for your bank&rsquo;s check. No real money is taken.
        </p>
        <dl className={styles.details}>
          {amount !== null ? (
            <>
              <dt>Amount</dt>
              <dd>{formatDonationAmount(amount)} NZD</dd>
            </>
          ) : null}
          {last4 ? (
            <>
              <dt>Card</dt>
              <dd>ending {last4}</dd>
            </>
          ) : null}
        </dl>
        <div className={styles.actions}>
          <button type="button" className={styles.complete} disabled={busy} onClick={() => void decide('complete')}>
            Complete
          </button>
          <button type="button" className={styles.fail} disabled={busy} onClick={() => void decide('fail')}>
            Fail
          </button>
        </div>
      </div>
    </div>
  );
}
