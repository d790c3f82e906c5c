import { useState } from 'react';
import { createPaymentMethod, deletePaymentMethod, listPaymentMethods } from '@/lib/api/payments';
import type { PaymentMethod } from '@/lib/schemas/payments';
import { AddCardForm } from './AddCardForm';
import { CARD_IN_USE, cardProblem } from './card-messages';
import styles from './Profile.module.css';
import { cardWords } from './subscription-view';
import { useProfileResource } from './useProfileResource';

const expiry = (card: PaymentMethod) => `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;

function CardItem({ card, canUseForSubscription, onChanged }: { card: PaymentMethod; canUseForSubscription: boolean; onChanged: () => void }) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  // Deleting asks first: the card's details are gone for good once it is deleted.
  const [confirming, setConfirming] = useState(false);
  const name = cardWords(card);

  const act = (step: () => Promise<unknown>, fallback: string) => {
    setProblem('');
    setBusy(true);
    step()
      .then(onChanged)
      .catch((error: unknown) => setProblem(cardProblem(error, fallback)))
      .finally(() => setBusy(false));
  };

  // A card in use is refused here already; the server refuses it too (PAYMENT_METHOD_IN_USE).
  const remove = () => {
    setConfirming(false);
    act(() => deletePaymentMethod({ paymentMethodId: card.paymentMethodId }), 'The card could not be deleted. Please try again.');
  };
  const askToRemove = () => (card.isSub ? setProblem(CARD_IN_USE) : (setProblem(''), setConfirming(true)));
  // Saving one of the member's own cards with isSub moves the subscription to it from the next charge (REPLACE_CARD).
  const useForSubscription = () => act(() => createPaymentMethod({ paymentMethodId: card.paymentMethodId, isSub: true }), 'The card could not be used. Please try again.');

  return (
    <li className={styles.item} aria-label={name}>
      <strong>{name}</strong>
      <span>Expires {expiry(card)}</span>
      {card.isSub ? <span>Used by your subscription</span> : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <div role="group" aria-label={`Delete ${name}?`} className={styles.actions}>
          <p>Delete {name}? You would need to enter it again to use it.</p>
          <button type="button" className={styles.danger} disabled={busy} onClick={remove} autoFocus>
            Yes, delete
          </button>
          <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : null}
      <p className={styles.actions}>
        {canUseForSubscription && !card.isSub ? (
          <button type="button" className={styles.button} disabled={busy} onClick={useForSubscription}>
            Use for my subscription
          </button>
        ) : null}
        <button type="button" className={styles.danger} disabled={busy || confirming} onClick={askToRemove} aria-label={`Delete ${name}`}>
          Delete
        </button>
      </p>
    </li>
  );
}

/** Saved cards: which pays the subscription, add one, switch the subscription to one, delete one not in use. */
export function CardsPanel({ testMode }: { testMode: boolean }) {
  const { resource, reload } = useProfileResource(listPaymentMethods, 'the saved cards');
  // A live subscription always pays with one of the member's cards, and that card is marked isSub.
  const hasSubscription = resource.kind === 'ready' && resource.value.some((card) => card.isSub);
  return (
    <section className={styles.panel} aria-labelledby="cards-heading">
      <h2 id="cards-heading">Your cards</h2>
      {resource.kind === 'loading' ? <p role="status">Loading your cards…</p> : null}
      {resource.kind === 'failed' ? (
        <p role="alert" className={styles.error}>
          Your cards could not be loaded. Please try again later.
        </p>
      ) : null}
      {resource.kind === 'ready' && resource.value.length === 0 ? <p>You have no saved cards.</p> : null}
      {resource.kind === 'ready' && resource.value.length > 0 ? (
        <ul className={styles.list}>
          {resource.value.map((card) => (
            <CardItem key={card.paymentMethodId} card={card} canUseForSubscription={hasSubscription} onChanged={reload} />
          ))}
        </ul>
      ) : null}
      <AddCardForm testMode={testMode} hasSubscription={hasSubscription} onSaved={reload} />
    </section>
  );
}
