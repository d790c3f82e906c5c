import { type FormEvent, useRef, useState } from 'react';
import { cardWords } from '@/components/profile/subscription-view';
import { ApiError } from '@/lib/api/api-error';
import { payWithCardUpdateLink } from '@/lib/api/payment-links';
import { DonationInputError } from '@/lib/donation/donation-input-error';
import { formatDonationAmount } from '@/lib/donation/format-donation-amount';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import type { CardUpdateLinkView, CardUpdatePayment } from '@/lib/schemas/payments';
import { type CardTokenizer, NewCardFields } from './NewCardFields';
import { PaymentLinkOutcome } from './PaymentLinkOutcome';
import { TestModeBanner } from './TestModeBanner';
import { useCardAuthentication } from './useCardAuthentication';
import styles from './CardUpdateForm.module.css';

type Due = Extract<CardUpdateLinkView, { state: 'due' }>;

async function signInAnonymouslyIfNeeded(): Promise<void> {
  // The card form's token needs a sign-in; a supporter from an email may have none here.
  const [{ signInAnonymously }, { clientAuth }] = await Promise.all([import('firebase/auth'), import('@/lib/auth/firebase-client')]);
  if (!clientAuth().currentUser) await signInAnonymously(clientAuth());
}

/** A new card for a past-due subscription, and its due payment taken once. */
export function CardUpdateForm({ token, due, payments }: { token: string; due: Due; payments: PaymentsSetup }) {
  const tokenizerRef = useRef<CardTokenizer | null>(null);
  const busy = useRef(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const { authenticate, challenge } = useCardAuthentication(payments.stripeKey, { returnFocusTo: payButton });
  const per = due.billingInterval === 'MONTHLY' ? 'month' : 'year';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    const form = new FormData(event.currentTarget);
    try {
      await signInAnonymouslyIfNeeded();
      if (!tokenizerRef.current) throw new DonationInputError('The card form is still loading. Try again in a moment.');
      const paymentMethodId = await tokenizerRef.current(form);
      const result = await payWithCardUpdateLink(token, paymentMethodId);
      if (result.state === 'requires_action') {
        const problem = await authenticate(result.nextAction, due.amount);
        // The same payment asked again: paid (Stripe's invoice), spent (the sandbox settled it at
        // once), or the bank's refusal as a decline.
        const again: CardUpdatePayment | unknown = await payWithCardUpdateLink(token, paymentMethodId).catch((caught: unknown) => caught);
        const paidNow = (again instanceof ApiError && again.code === 'LINK_USED') || (again as Partial<CardUpdatePayment> | null)?.state === 'paid';
        if (!paidNow) throw again instanceof Error ? again : new DonationInputError(problem ?? 'Your bank did not approve the payment. Try again or use another card.');
      }
      setPaid(true);
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof DonationInputError ? caught.message : 'Something went wrong on our side. Please try again in a moment.');
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  if (paid) {
    return <PaymentLinkOutcome takeFocus>Thank you: {formatDonationAmount(due.amount)} was paid with your new card, which your support now uses.</PaymentLinkOutcome>;
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.due}>
        Your last payment of {formatDonationAmount(due.amount)} a {per} did not go through{due.card ? ` on your ${cardWords(due.card)}` : ''}. Enter a new card: we will
        take {formatDonationAmount(due.amount)} now, once, and use it from then on.
      </p>
      <TestModeBanner active={payments.testMode} />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <NewCardFields stripeKey={payments.stripeKey} tokenizerRef={tokenizerRef} />
      <button type="submit" ref={payButton} className={styles.primary} disabled={loading}>
        {loading ? 'Paying…' : `Pay ${formatDonationAmount(due.amount)} with this card`}
      </button>
      {challenge}
    </form>
  );
}
