import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { HydratedFieldset } from '@/components/auth/HydratedFieldset';
import { useDonationContext } from '@/hooks/useDonationContext';
import { assertNever, type DonationStep } from '@/lib/donation/donation-steps';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import { AnonSubscription } from './AnonSubscription';
import { BudgetSelect } from './BudgetSelect';
import { CreateLogin } from './CreateLogin';
import { CreateUser } from './CreateUser';
import { CurrentSubscription } from './CurrentSubscription';
import styles from './Donation.module.css';
import { DonationError, ThankYou, ThankYouIncomplete } from './DonationEnd';
import { AppPromotion, PodcastDiscovery } from './EnhancedDiscovery';
import { NameCollection } from './NameCollection';
import { NewsletterStep } from './NewsletterStep';
import { PaymentForm } from './PaymentForm';
import { PerkOptIn } from './PerkOptIn';
import { ReplaceCard } from './ReplaceCard';
import { SubscriptionPreselect } from './SubscriptionPreselect';
import { UpdateSubscription } from './UpdateSubscription';
import { useDonationStepHistory } from './useDonationStepHistory';
import { useDonorIdentity } from './useDonorIdentity';

// The sign-in form brings Firebase's sign-in code; most donors never see it.
const SubscriptionLogIn = dynamic(() => import('./SubscriptionLogIn').then((module) => module.SubscriptionLogIn), {
  loading: () => <p role="status">Loading…</p>,
});

function StepBody({ step, payments }: { step: DonationStep; payments: PaymentsSetup }) {
  switch (step) {
    case 'BUDGET_SELECT':
      return <BudgetSelect />;
    case 'SUBSCRIPTION_PRESELECT':
      return <SubscriptionPreselect />;
    case 'ANON_SUBSCRIPTION':
      return <AnonSubscription />;
    case 'SUBSCRIPTION_LOG_IN':
    case 'LOGIN_PROMPT':
      return <SubscriptionLogIn />;
    case 'PAYMENT_FORM':
      return <PaymentForm payments={payments} />;
    case 'CREATE_USER':
      return <CreateUser />;
    case 'CREATE_LOGIN':
    case 'ACCOUNT_SETUP':
      return <CreateLogin />;
    case 'NEWSLETTERS':
    case 'ENHANCED_NEWSLETTER_SELECTION':
      return <NewsletterStep />;
    case 'PERK_OPT_IN':
      return <PerkOptIn />;
    case 'NAME_COLLECTION':
      return <NameCollection />;
    case 'ENHANCED_PODCAST_DISCOVERY':
      return <PodcastDiscovery />;
    case 'ENHANCED_APP_PROMOTION':
      return <AppPromotion />;
    case 'SUBSCRIPTION':
      return <CurrentSubscription />;
    case 'UPDATE':
      return <UpdateSubscription />;
    case 'REPLACE_CARD':
      return <ReplaceCard payments={payments} />;
    case 'THANK_YOU':
    case 'THANK_YOU_CARD_REPLACE':
      return <ThankYou />;
    case 'THANK_YOU_INCOMPLETE':
      return <ThankYouIncomplete />;
    case 'ERROR':
      return <DonationError />;
    default:
      return assertNever(step);
  }
}

/**
 * The donation flow: the current step's heading, message, error and screen; focus follows the
 * step. `payments`: which provider takes the payments, as the server says.
 */
export function DonationFlow({ payments }: { payments: PaymentsSetup }) {
  const { state } = useDonationContext();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useDonationStepHistory();
  useDonorIdentity();
  useEffect(() => {
    // Not on the page's first step: a reader arriving on the page starts at its top as usual.
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);
  return (
    <section className={styles.flow} aria-labelledby="donation-heading" aria-busy={state.loading}>
      <h1 id="donation-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {state.pageTitle}
      </h1>
      <p className={styles.message}>{state.pageMessage}</p>
      {state.errorMessage ? (
        <p role="alert" className={styles.error}>
          {state.errorMessage}
        </p>
      ) : null}
      <HydratedFieldset>
        <StepBody key={state.step} step={state.step} payments={payments} />
      </HydratedFieldset>
    </section>
  );
}
