import Link from 'next/link';
import { useState } from 'react';
import { listSubscriptions, resumeSubscription } from '@/lib/api/payments';
import { displayDate } from '@/lib/dates/nz-time';
import { formatDonationAmount, fromBillingInterval } from '@/lib/donation/donation-amounts';
import { weeklyEquivalent } from '@/lib/donation/weekly-equivalent';
import type { Subscription } from '@/lib/schemas/payments';
import { CancelSubscription } from './CancelSubscription';
import styles from './Profile.module.css';
import { cardWords, currentSubscription } from './subscription-view';
import { useProfileResource } from './useProfileResource';

const INTERVAL_WORDS = { MONTHLY: 'monthly', YEARLY: 'yearly' } as const;

function PlanDetails({ subscription }: { subscription: Subscription }) {
  const live = subscription.status !== 'DELETED';
  return (
    <dl className={styles.details}>
      <dt>Amount</dt>
      <dd>
        {formatDonationAmount(subscription.amount)} NZD {INTERVAL_WORDS[subscription.billingInterval]}
      </dd>
      <dt>Each week</dt>
      <dd>{weeklyEquivalent(subscription.amount, fromBillingInterval(subscription.billingInterval) as 'month' | 'year')}</dd>
      <dt>{live ? 'Next payment' : 'Ends on'}</dt>
      <dd>{displayDate(live ? (subscription.pausedUntil ?? subscription.currentPeriodEnd) : (subscription.endsAt ?? subscription.currentPeriodEnd))}</dd>
      <dt>Card</dt>
      <dd>{cardWords(subscription.card)}</dd>
    </dl>
  );
}

function PausedNotice({ subscription, onResumed }: { subscription: Subscription; onResumed: () => void }) {
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const resume = () => {
    setState('saving');
    resumeSubscription(subscription.subscriptionId)
      .then(onResumed)
      .catch((error: unknown) => {
        console.error('Resuming the subscription failed', error);
        setState('failed');
      });
  };
  return (
    <>
      <p className={styles.note}>
        Your support is paused. Nothing is charged until {displayDate(subscription.pausedUntil ?? subscription.currentPeriodEnd)}, when it starts again by itself.
      </p>
      {state === 'failed' ? (
        <p role="alert" className={styles.error}>
          Your support could not be resumed. Please try again.
        </p>
      ) : null}
      <p className={styles.actions}>
        <button type="button" className={styles.button} disabled={state === 'saving'} onClick={resume}>
          {state === 'saving' ? 'Resuming…' : 'Resume now'}
        </button>
      </p>
    </>
  );
}

function StartGiving({ ended }: { ended: boolean }) {
  return (
    <p className={styles.actions}>
      <Link className={styles.link} href="/donate?placement=PROFILE">
        {ended ? 'Start giving again' : 'Start giving'}
      </Link>
    </p>
  );
}

function SubscriptionState({ subscription, onChanged }: { subscription: Subscription; onChanged: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  switch (subscription.status) {
    case 'DELETED':
      return (
        <>
          <p>Your regular support has been cancelled. It is paid up to the date below and will not renew.</p>
          <PlanDetails subscription={subscription} />
          <StartGiving ended />
        </>
      );
    case 'PAST_DUE':
      return (
        <>
          <p role="alert" className={styles.error}>
            Your last payment did not go through. Update your card so your support continues.
          </p>
          <PlanDetails subscription={subscription} />
          <p className={styles.actions}>
            <Link className={styles.link} href="/donate?placement=UPDATE">
              Fix your card
            </Link>
          </p>
        </>
      );
    case 'ACTIVE':
      return cancelling ? (
        <CancelSubscription subscription={subscription} onKeep={() => setCancelling(false)} onChanged={onChanged} />
      ) : (
        <>
          {subscription.pausedUntil ? <PausedNotice subscription={subscription} onResumed={onChanged} /> : null}
          <PlanDetails subscription={subscription} />
          <p className={styles.actions}>
            <Link className={styles.link} href="/donate?placement=UPDATE">
              Change amount, how often or card
            </Link>
            <button type="button" className={styles.button} onClick={() => setCancelling(true)}>
              Cancel your support
            </button>
          </p>
        </>
      );
  }
}

/** The member's regular support: what they give, when it is next charged, with which card. */
export function SubscriptionPanel() {
  const { resource, reload } = useProfileResource(listSubscriptions, 'the subscription');
  return (
    <section className={styles.panel} aria-labelledby="subscription-heading">
      <h2 id="subscription-heading">Your regular support</h2>
      {resource.kind === 'loading' ? <p role="status">Loading your support…</p> : null}
      {resource.kind === 'failed' ? (
        <p role="alert" className={styles.error}>
          Your support could not be loaded. Please try again later.
        </p>
      ) : null}
      {resource.kind === 'ready' ? <ReadySubscription subscriptions={resource.value} onChanged={reload} /> : null}
      <p className={styles.actions}>
        <Link className={styles.link} href="/donate?placement=PROFILE_ONEOFF">
          Give a one-off gift
        </Link>
      </p>
    </section>
  );
}

function ReadySubscription({ subscriptions, onChanged }: { subscriptions: Subscription[]; onChanged: () => void }) {
  const subscription = currentSubscription(subscriptions);
  if (!subscription) {
    return (
      <>
        <p>You do not give regularly at the moment.</p>
        <StartGiving ended={false} />
      </>
    );
  }
  return <SubscriptionState key={`${subscription.subscriptionId}-${subscription.pausedUntil ?? ''}`} subscription={subscription} onChanged={onChanged} />;
}
