import { type FormEvent, useRef, useState } from 'react';
import type { CardTokenizer } from '@/components/payments/NewCardFields';
import { TestModeBanner } from '@/components/payments/TestModeBanner';
import { useCardAuthentication } from '@/components/payments/useCardAuthentication';
import { confirmPayment } from '@/lib/api/payment-links';
import { useAnalytics } from '@/hooks/useAnalytics';
import { useAuth } from '@/hooks/useAuth';
import { useDonationContext } from '@/hooks/useDonationContext';
import { useFeatureFlag } from '@/hooks/useFeatureFlag';
import { ApiError } from '@/lib/api/api-error';
import { DONATION_PROBLEMS } from '@/lib/donation/donation-error-messages';
import { DonationInputError } from '@/lib/donation/donation-input-error';
import { createPayment } from '@/lib/api/payments';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { formatDonationAmount, toBillingInterval } from '@/lib/donation/donation-amounts';
import { amountWithInterval, donationDescription } from '@/lib/donation/donation-labels';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import { toPlacement } from '@/lib/donation/donation-steps';
import { site } from '@/lib/site';
import { CardChoice, NEW_CARD } from './CardChoice';
import styles from './Donation.module.css';
import { useDonationTask } from './useDonationTask';
import { useSavedCards } from './useSavedCards';


/**
 * PAYMENT_FORM: a saved card (members) or a new one, then the payment. One idempotency key per
 * attempt: a double click or a retry after a lost answer charges once; a new attempt after a
 * decline gets a new key.
 */
export function PaymentForm({ payments }: { payments: PaymentsSetup }) {
  const { state, dispatch } = useDonationContext();
  const { user, member } = useAuth();
  const { track } = useAnalytics();
  const enhancedSignup = useFeatureFlag('enhancedSignup');
  const { loading, run } = useDonationTask();
  const [choice, setChoice] = useState<string>(NEW_CARD);
  const attemptKey = useRef<string | null>(null);
  const tokenizerRef = useRef<CardTokenizer | null>(null);
  const signedIn = Boolean(user && !user.isAnonymous);
  const payButton = useRef<HTMLButtonElement>(null);
  const { authenticate, challenge } = useCardAuthentication(payments.stripeKey, { returnFocusTo: payButton });
  const savedCards = useSavedCards(signedIn, (cards) => {
    if (cards[0]) setChoice(cards[0].paymentMethodId);
  });


  const pay = async (form: FormData) => {
    let paymentMethodId = choice;
    if (choice === NEW_CARD) {
      if (!tokenizerRef.current) throw new DonationInputError(DONATION_PROBLEMS.cardFormLoading);
      paymentMethodId = await tokenizerRef.current(form);
    }
    attemptKey.current ??= crypto.randomUUID();
    const billingInterval = toBillingInterval(state.interval);
    const placement = toPlacement(state.donationLocation);
    let result = await createPayment(
      {
        email: member?.email || user?.email || state.email,
        billingInterval,
        price: state.amount,
        amount: state.amount,
        currency: 'NZD',
        description: donationDescription(state.interval, site.name),
        metadata: { placement },
        paymentMethodId,
        placement,
      },
      attemptKey.current,
    );
    if (result.nextAction) {
      // 3-D Secure (decision 230): the bank asks the donor; then the server reads the outcome from
      // the provider. A retry of this attempt replays the same challenge, so it is charged once.
      const problem = await authenticate(result.nextAction, state.amount);
      result = await confirmPayment(result.transaction.txId).catch((error: unknown) => {
        // Stripe.js could not finish and the bank still waits: Stripe's own words say why.
        throw problem && error instanceof ApiError && error.code === 'AUTHENTICATION_INCOMPLETE' ? new DonationInputError(problem) : error;
      });
    }
    attemptKey.current = null;
    const { transaction, subscription } = result;
    track(billingInterval === 'ONE_OFF' ? ANALYTICS_EVENTS.donation : ANALYTICS_EVENTS.subscription, {
      value: transaction.amount / 100,
      interval: state.interval,
      placement,
      transaction_id: transaction.txId,
    });
    dispatch({
      type: 'PAID',
      transaction: { txId: transaction.txId, amount: transaction.amount, billingInterval: transaction.billingInterval },
      subscriptionId: subscription?.subscriptionId ?? null,
      enhancedSignup,
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run('Paying failed', async () => {
      try {
        await pay(form);
      } catch (error) {
        // A refusal (a decline, a bad card) ends this attempt; a lost answer keeps its key for the retry.
        if (error instanceof ApiError || error instanceof DonationInputError) attemptKey.current = null;
        throw error;
      }
    }, 'press Pay again');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TestModeBanner active={payments.testMode} />
      <p className={styles.summary}>{amountWithInterval(state.amount, state.interval)}</p>
      <CardChoice cards={savedCards} choice={choice} onChoose={setChoice} payments={payments} tokenizerRef={tokenizerRef} />
      <button type="submit" ref={payButton} className={styles.primary} disabled={loading}>
        {loading ? 'Paying…' : `Pay ${formatDonationAmount(state.amount)}`}
      </button>
      {challenge}
    </form>
  );
}
