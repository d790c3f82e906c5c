import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type MutableRefObject, useEffect } from 'react';
import { DonationInputError } from '@/lib/donation/donation-input-error';
import type { CardTokenizer } from './NewCardFields';
import styles from './SandboxCardFields.module.css';

const loaded = new Map<string, Promise<Stripe | null>>();
// One Stripe.js per key for the page's life, as Stripe asks (3-D Secure uses the same one).
export const stripeFor = (key: string) => loaded.get(key) ?? loaded.set(key, loadStripe(key)).get(key)!;

function CardField({ tokenizerRef }: { tokenizerRef: MutableRefObject<CardTokenizer | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    tokenizerRef.current = async () => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) throw new DonationInputError('The card form is still loading. Try again in a moment.');
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error || !paymentMethod) throw new DonationInputError(error?.message ?? 'Check the card details and try again.');
      return paymentMethod.id;
    };
    return () => {
      tokenizerRef.current = null;
    };
  }, [stripe, elements, tokenizerRef]);
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>New card</legend>
      <CardElement options={{ hidePostalCode: true }} />
    </fieldset>
  );
}

/** Stripe Elements' card field: the number never reaches our server, only the payment method id. */
export function StripeCardFields({
  stripeKey,
  tokenizerRef,
  stripe = stripeFor(stripeKey),
}: {
  stripeKey: string;
  tokenizerRef: MutableRefObject<CardTokenizer | null>;
  stripe?: Promise<Stripe | null> | Stripe;
}) {
  return (
    <Elements stripe={stripe}>
      <CardField tokenizerRef={tokenizerRef} />
    </Elements>
  );
}
