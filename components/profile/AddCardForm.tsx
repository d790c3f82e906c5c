import { type FormEvent, useState } from 'react';
import { readSandboxCard, SandboxCardFields } from '@/components/payments/SandboxCardFields';
import { TestModeBanner } from '@/components/payments/TestModeBanner';
import { createPaymentMethod, createSandboxCard } from '@/lib/api/payments';
import { cardProblem } from './card-messages';
import styles from './Profile.module.css';

/** Saves a new card; with the box ticked it also pays the member's subscription from the next charge. */
export function AddCardForm({ testMode, hasSubscription, onSaved }: { testMode: boolean; hasSubscription: boolean; onSaved: () => void }) {
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const card = readSandboxCard(form);
    if (!card.ok) return setProblem(card.message);
    setProblem('');
    setSaving(true);
    void (async () => {
      try {
        const { paymentMethodId } = await createSandboxCard({ number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc });
        await createPaymentMethod({ paymentMethodId, isSub: form.get('isSub') === 'on' });
        formElement.reset();
        onSaved();
      } catch (error) {
        setProblem(cardProblem(error, 'The card could not be saved. Please try again.'));
      } finally {
        setSaving(false);
      }
    })();
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="add-card-heading">
      <h3 id="add-card-heading">Add a card</h3>
      <TestModeBanner active={testMode} />
      <SandboxCardFields />
      {hasSubscription ? (
        <label>
          <input type="checkbox" name="isSub" /> Use this card for my regular support
        </label>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <p className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving ? 'Saving…' : 'Save card'}
        </button>
      </p>
    </form>
  );
}
