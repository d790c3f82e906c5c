import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type CardTokenizer, NewCardFields } from '@/components/payments/NewCardFields';
import { TestModeBanner } from '@/components/payments/TestModeBanner';
import { useDonationContext } from '@/hooks/useDonationContext';
import { createPaymentMethod, listPaymentMethods, updateSubscription } from '@/lib/api/payments';
import { DonationInputError } from '@/lib/donation/donation-input-error';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import styles from './Donation.module.css';
import { useAdvanceDonation } from './useAdvanceDonation';
import { useCurrentSubscription } from './useCurrentSubscription';
import { useDonationTask } from './useDonationTask';

const NEW_CARD = 'new';

/** REPLACE_CARD: the subscription's next payments go to another saved card or a new one. */
export function ReplaceCard({ payments }: { payments: PaymentsSetup }) {
  const subscription = useCurrentSubscription();
  const { state, dispatch } = useDonationContext();
  const advance = useAdvanceDonation();
  const { loading, run } = useDonationTask();
  const [choice, setChoice] = useState(NEW_CARD);
  const tokenizerRef = useRef<CardTokenizer | null>(null);

  useEffect(() => {
    listPaymentMethods()
      .then((cards) => dispatch({ type: 'SET', values: { paymentMethods: cards.map(({ paymentMethodId, isSub, brand, last4 }) => ({ paymentMethodId, isSub, brand, last4 })) } }))
      .catch(() => undefined); // only the new-card form then
  }, [dispatch]);

  if (subscription === undefined) return <p role="status">Loading your support…</p>;
  if (subscription === null) return <p>There is no subscription to change.</p>;
  const current = subscription;
  const others = state.paymentMethods.filter((card) => card.paymentMethodId !== current.paymentMethodId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run('Replacing the subscription card failed', async () => {
      let cardId = choice;
      if (choice === NEW_CARD) {
        if (!tokenizerRef.current) throw new DonationInputError('The card form is still loading. Try again in a moment.');
        const paymentMethodId = await tokenizerRef.current(form);
        const saved = await createPaymentMethod({ paymentMethodId, isSub: true });
        if (!saved) throw new DonationInputError('Sign in again to change your card.');
        cardId = saved.paymentMethodId;
      }
      await updateSubscription({ subscriptionId: current.subscriptionId, paymentMethodId: cardId, amount: current.amount, billingInterval: current.billingInterval });
      dispatch({ type: 'SET', values: { subscription: { ...current, paymentMethodId: cardId } } });
      advance({ type: 'SAVED' });
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TestModeBanner active={payments.testMode} />
      {others.length ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Pay with</legend>
          {others.map((card) => (
            <label key={card.paymentMethodId} className={styles.check}>
              <input type="radio" name="card" value={card.paymentMethodId} checked={choice === card.paymentMethodId} onChange={() => setChoice(card.paymentMethodId)} />
              <span>
                {card.brand} ending {card.last4}
              </span>
            </label>
          ))}
          <label className={styles.check}>
            <input type="radio" name="card" value={NEW_CARD} checked={choice === NEW_CARD} onChange={() => setChoice(NEW_CARD)} />
            <span>A new card</span>
          </label>
        </fieldset>
      ) : null}
      {choice === NEW_CARD ? <NewCardFields stripeKey={payments.stripeKey} tokenizerRef={tokenizerRef} /> : null}
      <button type="submit" className={styles.primary} disabled={loading}>
        {loading ? 'Saving…' : 'Use this card'}
      </button>
    </form>
  );
}
