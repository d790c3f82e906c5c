import { useState } from 'react';
import { AuthPage } from '@/components/auth/AuthPage';
import { PaymentLinkOutcome } from '@/components/payments/PaymentLinkOutcome';
import { SandboxChallenge } from '@/components/payments/SandboxChallenge';
import { ApiError } from '@/lib/api/api-error';
import { answerSandboxChallenge } from '@/lib/api/payment-links';
import { type ChallengePageProps, challengePageProps } from '@/lib/server/payments/recovery/payment-link-pages';

export const getServerSideProps = challengePageProps;

const ANSWERS = {
  completed: 'Thank you: your bank approved the payment. Nothing more is needed.',
  failed: 'Your bank did not approve the payment, so nothing was charged. You can use another card from the link in our email.',
};

/** The sandbox's 3-D Secure screen on a page of its own: the link a renewal's notice carries. */
export default function AuthenticatePaymentPage({ intentId, clientSecret, challenge }: ChallengePageProps) {
  const [answer, setAnswer] = useState<string | null>(challenge && challenge.state !== 'waiting' ? 'This payment has already been answered. Nothing more is needed.' : null);
  const [error, setError] = useState<string | null>(null);
  // The buttons pressed are gone once answered: focus goes to what happened.
  const [decided, setDecided] = useState(false);
  const decide = async (decision: 'complete' | 'fail') => {
    setError(null);
    try {
      const { state } = await answerSandboxChallenge({ intentId, clientSecret, decision });
      setAnswer(ANSWERS[state]);
      setDecided(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong on our side. Please try again in a moment.');
    }
  };
  return (
    <AuthPage title="Confirm your payment">
      {!challenge ? (
        <p role="alert">This link is not valid. Use the link in your most recent email.</p>
      ) : answer ? (
        <PaymentLinkOutcome takeFocus={decided}>{answer}</PaymentLinkOutcome>
      ) : (
        <>
          {error ? <p role="alert">{error}</p> : null}
          <SandboxChallenge amount={challenge.amount} last4={challenge.last4} onDecide={decide} />
        </>
      )}
    </AuthPage>
  );
}
