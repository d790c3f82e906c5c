import dynamic from 'next/dynamic';
import { type MutableRefObject, useEffect } from 'react';
import { createSandboxCard } from '@/lib/api/payments';
import { DonationInputError } from '@/lib/donation/donation-input-error';
import { readSandboxCard, SandboxCardFields } from './SandboxCardFields';

/** Turns the card the donor entered into a payment method id (`pm_…`) for the payments API. */
export type CardTokenizer = (form: FormData) => Promise<string>;

async function sandboxCard(form: FormData): Promise<string> {
  const card = readSandboxCard(form);
  if (!card.ok) throw new DonationInputError(card.message);
  const { paymentMethodId } = await createSandboxCard({ number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc });
  return paymentMethodId;
}

// Stripe.js comes from Stripe's servers; only a site that takes payments through Stripe loads it.
const StripeCardFields = dynamic(() => import('./StripeCardFields').then((module) => module.StripeCardFields), {
  loading: () => <p role="status">Loading the card form…</p>,
});

/**
 * A new card: Stripe Elements when the site takes payments through Stripe (`stripeKey`), the
 * sandbox's own card form otherwise. `tokenizerRef` is set to the function the form's submit calls.
 */
export function NewCardFields({ stripeKey, tokenizerRef }: { stripeKey: string | null; tokenizerRef: MutableRefObject<CardTokenizer | null> }) {
  useEffect(() => {
    if (stripeKey) return;
    tokenizerRef.current = sandboxCard;
    return () => {
      tokenizerRef.current = null;
    };
  }, [stripeKey, tokenizerRef]);
  return stripeKey ? <StripeCardFields stripeKey={stripeKey} tokenizerRef={tokenizerRef} /> : <SandboxCardFields />;
}
