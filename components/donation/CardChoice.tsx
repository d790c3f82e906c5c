import type { MutableRefObject } from 'react';
import { type CardTokenizer, NewCardFields } from '@/components/payments/NewCardFields';
import type { DonationPaymentMethod } from '@/lib/donation/donation-state';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import styles from './Donation.module.css';

/** The choice's value for "a new card" (saved cards use their own ids). */
export const NEW_CARD = 'new';

interface CardChoiceProps {
  cards: readonly DonationPaymentMethod[];
  choice: string;
  onChoose: (choice: string) => void;
  payments: PaymentsSetup;
  tokenizerRef: MutableRefObject<CardTokenizer | null>;
}

/** Saved cards to pick from (when there are any) or a new card, whose fields show when it is chosen. */
export function CardChoice({ cards, choice, onChoose, payments, tokenizerRef }: CardChoiceProps) {
  return (
    <>
      {cards.length ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Pay with</legend>
          {cards.map((card) => (
            <label key={card.paymentMethodId} className={styles.check}>
              <input type="radio" name="card" value={card.paymentMethodId} checked={choice === card.paymentMethodId} onChange={() => onChoose(card.paymentMethodId)} />
              <span>
                {card.brand} ending {card.last4}
              </span>
            </label>
          ))}
          <label className={styles.check}>
            <input type="radio" name="card" value={NEW_CARD} checked={choice === NEW_CARD} onChange={() => onChoose(NEW_CARD)} />
            <span>A new card</span>
          </label>
        </fieldset>
      ) : null}
      {choice === NEW_CARD ? <NewCardFields stripeKey={payments.stripeKey} tokenizerRef={tokenizerRef} /> : null}
    </>
  );
}
