import { type FormEvent, useId, useRef, useState } from 'react';
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
import type { PaymentAttempt } from '@/lib/donation/donation-state';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import { paymentFailureKind } from '@/lib/donation/payment-failure-kind';
import { assertNever, toPlacement } from '@/lib/donation/donation-steps';
import type { PaymentRequest } from '@/lib/schemas/payments';
import { site } from '@/lib/site';
import { CardChoice, NEW_CARD } from './CardChoice';
import styles from './Donation.module.css';
import { useDonationTask } from './useDonationTask';
import { useSavedCards } from './useSavedCards';

/** Built in one place, so the same gift gives the same text and an unfinished attempt is recognised. */
const sameRequest = (a: PaymentRequest, b: PaymentRequest) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PAYMENT_FORM: a saved card (members) or a new one, then the payment. One idempotency key per
 * attempt, kept in the donation state (decision 62): a double click, a retry after a lost answer, or
 * Try again after ERROR sends the same request with the same key and is charged once; a refusal
 * (a decline) ends the attempt, so the next press is a new payment. Failures the donor cannot fix
 * here (a lost connection, our side down, the session gone) go to ERROR (decision 286).
 */
export function PaymentForm({ payments }: { payments: PaymentsSetup }) {
  const { state, dispatch } = useDonationContext();
  const { user, member, signOut, status } = useAuth();
  // After a reload Firebase takes a moment to bring the donor back; a Pay pressed before then would
  // read as a session gone and end an attempt that may already be charged (decision 311).
  const authenticating = status === 'authenticating';
  const { track } = useAnalytics();
  const enhancedSignup = useFeatureFlag('enhancedSignup');
  const { loading, run } = useDonationTask();
  const [choice, setChoice] = useState<string>(NEW_CARD);
  const tokenizerRef = useRef<CardTokenizer | null>(null);
  const signedIn = Boolean(user && !user.isAnonymous);
  const payButton = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  const { authenticate, challenge } = useCardAuthentication(payments.stripeKey, { returnFocusTo: payButton });
  const savedCards = useSavedCards(signedIn, (cards) => {
    if (cards[0]) setChoice(cards[0].paymentMethodId);
  });

  const requestWith = (paymentMethodId: string): PaymentRequest => {
    const placement = toPlacement(state.donationLocation);
    return {
      email: member?.email || user?.email || state.email,
      billingInterval: toBillingInterval(state.interval),
      price: state.amount,
      amount: state.amount,
      currency: 'NZD',
      description: donationDescription(state.interval, site.name),
      metadata: { placement },
      paymentMethodId,
      placement,
    };
  };
  // The attempt still open for this very gift (the amount, interval or email unchanged): finished, not repeated.
  const open = state.paymentAttempt;
  const unfinished = open && sameRequest(open.request, requestWith(open.request.paymentMethodId ?? '')) ? open : null;

  const newAttempt = async (form: FormData): Promise<PaymentAttempt> => {
    let paymentMethodId = choice;
    if (choice === NEW_CARD) {
      if (!tokenizerRef.current) throw new DonationInputError(DONATION_PROBLEMS.cardFormLoading);
      paymentMethodId = await tokenizerRef.current(form);
    }
    const attempt = { idempotencyKey: crypto.randomUUID(), request: requestWith(paymentMethodId) };
    dispatch({ type: 'PAYMENT_SENT', attempt });
    return attempt;
  };

  const send = async ({ idempotencyKey, request }: PaymentAttempt) => {
    let result = await createPayment(request, idempotencyKey);
    if (result.nextAction) {
      // 3-D Secure (decision 230): the bank asks the donor; then the server reads the outcome from
      // the provider. A retry of this attempt replays the same challenge, so it is charged once.
      const problem = await authenticate(result.nextAction, request.amount);
      result = await confirmPayment(result.transaction.txId).catch((error: unknown) => {
        // Stripe.js could not finish and the bank still waits: Stripe's own words say why.
        throw problem && error instanceof ApiError && error.code === 'AUTHENTICATION_INCOMPLETE' ? new DonationInputError(problem) : error;
      });
    }
    const { transaction, subscription } = result;
    track(request.billingInterval === 'ONE_OFF' ? ANALYTICS_EVENTS.donation : ANALYTICS_EVENTS.subscription, {
      value: transaction.amount / 100,
      interval: state.interval,
      placement: request.placement,
      transaction_id: transaction.txId,
    });
    dispatch({
      type: 'PAID',
      transaction: { txId: transaction.txId, amount: transaction.amount, billingInterval: transaction.billingInterval },
      subscriptionId: subscription?.subscriptionId ?? null,
      enhancedSignup,
    });
  };

  const pay = async (form: FormData) => {
    // A card the form could not read, or a tokenizer failure, is told on the form: nothing was sent.
    const attempt = unfinished ?? (await newAttempt(form));
    try {
      await send(attempt);
    } catch (error) {
      const failure = paymentFailureKind(error);
      switch (failure.kind) {
        case 'refused':
          dispatch({ type: 'PAYMENT_ATTEMPT_ENDED' });
          throw error;
        case 'in-progress':
          throw new DonationInputError(DONATION_PROBLEMS.paymentInProgress);
        case 'unexplained':
          throw error;
        case 'unrecoverable':
          if (failure.cause === 'session-ended') {
            // Refused before anything was done: the attempt ends with the session.
            dispatch({ type: 'PAYMENT_ATTEMPT_ENDED' });
            await signOut();
          }
          dispatch({ type: 'STEP_FAILED', cause: failure.cause });
          return;
        default:
          assertNever(failure);
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run('Paying failed', () => pay(form), 'press Pay again');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TestModeBanner active={payments.testMode} />
      <p className={styles.summary}>{amountWithInterval(state.amount, state.interval)}</p>
      {unfinished ? (
        <p id={noteId} className={styles.hint}>
          Your last payment was not confirmed. Pay finishes that same payment with the card you gave, so you are never charged twice.
        </p>
      ) : null}
      {/* Hidden, not removed, while an attempt is open: when it ends (a bank's refusal) the card typed is still there. */}
      <div hidden={Boolean(unfinished)}>
        <CardChoice cards={savedCards} choice={choice} onChoose={setChoice} payments={payments} tokenizerRef={tokenizerRef} />
      </div>
      <button type="submit" ref={payButton} className={styles.primary} disabled={loading || authenticating} aria-describedby={unfinished ? noteId : undefined}>
        {loading ? 'Paying…' : `Pay ${formatDonationAmount(state.amount)}`}
      </button>
      {challenge}
    </form>
  );
}
