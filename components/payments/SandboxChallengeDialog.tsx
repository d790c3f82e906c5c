import { useEffect, useRef } from 'react';
import { type ChallengeDecision, SandboxChallenge } from './SandboxChallenge';
import styles from './SandboxChallenge.module.css';

interface SandboxChallengeDialogProps {
  amount: number;
  onDecide: (decision: ChallengeDecision) => Promise<void>;
}

/**
 * The sandbox's bank screen over the payment form, as Stripe.js shows the bank's: a modal
 * <dialog>, so the page behind is out of reach and focus stays inside. Focus starts on its
 * heading (read out first); Escape is the cardholder closing the bank's window, a "Fail".
 */
export function SandboxChallengeDialog({ amount, onDecide }: SandboxChallengeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const answered = useRef(false);

  const decide = async (decision: ChallengeDecision) => {
    if (answered.current) return;
    answered.current = true;
    await onDecide(decision);
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // jsdom has no showModal: there the dialog is simply open.
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>('h2')?.focus();
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="challenge-heading"
      onCancel={(event) => {
        event.preventDefault();
        void decide('fail');
      }}
    >
      <SandboxChallenge amount={amount} onDecide={decide} />
    </dialog>
  );
}
