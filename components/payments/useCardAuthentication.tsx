import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { answerSandboxChallenge } from '@/lib/api/payment-links';
import type { NextAction } from '@/lib/schemas/payments';
import { SandboxChallenge } from './SandboxChallenge';
import styles from './SandboxChallenge.module.css';

interface Pending {
  action: NextAction;
  amount: number;
  done: (error?: unknown) => void;
}

/** Loads Stripe.js for 3-D Secure: the same one the card field uses (a test hands in its own). */
export type StripeLoader = (key: string) => Promise<{ handleNextAction: (options: { clientSecret: string }) => Promise<unknown> } | null>;

async function defaultStripeLoader(key: string) {
  const { stripeFor } = await import('./StripeCardFields');
  return stripeFor(key);
}

/**
 * The bank's 3-D Secure challenge for a payment that asks for it (decision 230): Stripe.js's
 * handleNextAction with Stripe, the sandbox's challenge screen in a dialog otherwise. `authenticate`
 * resolves once the cardholder has answered, whatever they answered: the server then asks the
 * provider how it ended (confirm-payment), never the browser.
 */
export function useCardAuthentication(stripeKey: string | null, loadStripe: StripeLoader = defaultStripeLoader): { authenticate: (action: NextAction, amount: number) => Promise<void>; challenge: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const opener = useRef<Element | null>(null);

  const authenticate = useCallback(
    async (action: NextAction, amount: number) => {
      if (action.provider === 'stripe') {
        const stripe = stripeKey ? await loadStripe(stripeKey) : null;
        if (!stripe) throw new Error('Stripe.js did not load');
        await stripe.handleNextAction({ clientSecret: action.clientSecret });
        return;
      }
      opener.current = document.activeElement;
      await new Promise<void>((resolve, reject) => setPending({ action, amount, done: (error) => (error ? reject(error) : resolve()) }));
    },
    [stripeKey, loadStripe],
  );

  useEffect(() => {
    if (pending) return;
    // Back to where the donor was (the Pay button) once the dialog closes.
    if (opener.current instanceof HTMLElement) opener.current.focus();
    opener.current = null;
  }, [pending]);

  const decide = async (decision: 'complete' | 'fail') => {
    if (!pending) return;
    try {
      await answerSandboxChallenge({ intentId: pending.action.intentId, clientSecret: pending.action.clientSecret, decision });
      pending.done();
    } catch (error) {
      pending.done(error);
    }
    setPending(null);
  };

  const challenge = pending ? (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby="challenge-heading">
        <SandboxChallenge amount={pending.amount} onDecide={decide} autoFocus />
      </div>
    </div>
  ) : null;
  return { authenticate, challenge };
}
