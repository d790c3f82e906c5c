import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { answerSandboxChallenge } from '@/lib/api/payment-links';
import type { NextAction } from '@/lib/schemas/payments';
import type { ChallengeDecision } from './SandboxChallenge';
import { SandboxChallengeDialog } from './SandboxChallengeDialog';

interface Pending {
  action: NextAction;
  amount: number;
  done: (error?: unknown) => void;
}

/** The part of Stripe.js 3-D Secure needs: it resolves with the intent, or with Stripe's error in its own words. */
export interface NextActionHandler {
  handleNextAction: (options: { clientSecret: string }) => Promise<{ error?: { message?: string } }>;
}

/** Loads Stripe.js for 3-D Secure: the same one the card field uses (a test hands in its own). */
export type StripeLoader = (key: string) => Promise<NextActionHandler | null>;

async function defaultStripeLoader(key: string): Promise<NextActionHandler | null> {
  const { stripeFor } = await import('./StripeCardFields');
  return stripeFor(key);
}

/**
 * The bank's 3-D Secure challenge for a payment that asks for it (decision 230): Stripe.js's
 * handleNextAction with Stripe, the sandbox's challenge screen in a modal dialog otherwise.
 * `authenticate` resolves once the cardholder has answered, whatever they answered, with Stripe.js's
 * own words when it could not finish (null otherwise): the server then asks the provider how it
 * ended (confirm-payment), never the browser. Focus goes back where it was when the dialog closes.
 */
export function useCardAuthentication(
  stripeKey: string | null,
  {
    returnFocusTo,
    loadStripe = defaultStripeLoader,
  }: {
    /** Where focus goes back to when the dialog closes: the button that paid (disabled, so no longer focused, by then). */
    returnFocusTo?: RefObject<HTMLElement | null>;
    loadStripe?: StripeLoader;
  } = {},
): { authenticate: (action: NextAction, amount: number) => Promise<string | null>; challenge: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const opener = useRef<Element | null>(null);

  const authenticate = async (action: NextAction, amount: number): Promise<string | null> => {
    if (action.provider === 'stripe') {
      const stripe = stripeKey ? await loadStripe(stripeKey) : null;
      if (!stripe) throw new Error('Stripe.js did not load');
      const { error } = await stripe.handleNextAction({ clientSecret: action.clientSecret });
      return error ? (error.message ?? 'Your bank could not confirm this payment.') : null;
    }
    opener.current = returnFocusTo?.current ?? document.activeElement;
    await new Promise<void>((resolve, reject) => setPending({ action, amount, done: (error) => (error ? reject(error) : resolve()) }));
    return null;
  };

  useEffect(() => {
    if (pending) return;
    const target = opener.current;
    opener.current = null;
    if (!(target instanceof HTMLElement) || target === document.body) return;
    // Back to where the donor was (the Pay button) once the dialog closes; the button stays
    // disabled until the server has settled the payment, so focus waits for it. A paid donor
    // moves to the next step, whose heading takes focus instead.
    if (!target.matches(':disabled')) {
      target.focus();
      return;
    }
    const observer = new MutationObserver(() => {
      if (target.matches(':disabled')) return;
      observer.disconnect();
      target.focus();
    });
    observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [pending]);

  const decide = async (decision: ChallengeDecision) => {
    if (!pending) return;
    try {
      await answerSandboxChallenge({ intentId: pending.action.intentId, clientSecret: pending.action.clientSecret, decision });
      pending.done();
    } catch (error) {
      pending.done(error);
    }
    setPending(null);
  };

  const challenge = pending ? <SandboxChallengeDialog amount={pending.amount} onDecide={decide} /> : null;
  return { authenticate, challenge };
}
