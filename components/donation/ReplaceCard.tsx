import { type FormEvent, useRef, useState } from 'react';
import type { CardTokenizer } from '@/components/payments/NewCardFields';
import { TestModeBanner } from '@/components/payments/TestModeBanner';
import { useDonationContext } from '@/hooks/useDonationContext';
import { createPaymentMethod, updateSubscription } from '@/lib/api/payments';
import { DONATION_PROBLEMS } from '@/lib/donation/donation-error-messages';
import { DonationInputError } from '@/lib/donation/donation-input-error';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import { CardChoice, NEW_CARD } from './CardChoice';
import styles from './Donation.module.css';
import { useCurrentSubscription } from './useCurrentSubscription';
import { useDonationTask } from './useDonationTask';
import { useSavedCards } from './useSavedCards';


/** REPLACE_CARD: the subscription's next payments go to another saved card or a new one. */
export function ReplaceCard({ payments }: { payments: PaymentsSetup }) {
  const subscription = useCurrentSubscription();
  const { dispatch } = useDonationContext();
  const { loading, run } = useDonationTask();
  const [choice, setChoice] = useState(NEW_CARD);
  const tokenizerRef = useRef<CardTokenizer | null>(null);

  const savedCards = useSavedCards(true);

  if (subscription === undefined) return <p role="status">Loading your support…</p>;
  if (subscription === null) return <p>There is no subscription to change.</p>;
  const current = subscription;
  const others = savedCards.filter((card) => card.paymentMethodId !== current.paymentMethodId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run('Replacing the subscription card failed', async () => {
      let cardId = choice;
      if (choice === NEW_CARD) {
        if (!tokenizerRef.current) throw new DonationInputError(DONATION_PROBLEMS.cardFormLoading);
        const paymentMethodId = await tokenizerRef.current(form);
        const saved = await createPaymentMethod({ paymentMethodId, isSub: true });
        if (!saved) throw new DonationInputError(DONATION_PROBLEMS.signInToChangeCard);
        cardId = saved.paymentMethodId;
      }
      await updateSubscription({ subscriptionId: current.subscriptionId, paymentMethodId: cardId, amount: current.amount, billingInterval: current.billingInterval });
      dispatch({ type: 'CARD_REPLACED', paymentMethodId: cardId });
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TestModeBanner active={payments.testMode} />
      <CardChoice cards={others} choice={choice} onChoose={setChoice} payments={payments} tokenizerRef={tokenizerRef} />
      <button type="submit" className={styles.primary} disabled={loading}>
        {loading ? 'Saving…' : 'Use this card'}
      </button>
    </form>
  );
}
