import type { ReactNode } from 'react';
import type { DeskSubscription } from '@/lib/schemas/desk-members';
import { formatDeskTime } from '@/lib/desk/desk-time';
import { formatMoney, formatNzDate, placementLabel } from '@/lib/desk/member-labels';
import styles from './MemberRecord.module.css';

const EVENT_LABELS: Record<DeskSubscription['history'][number]['kind'], string> = {
  created: 'Started',
  changed: 'Changed',
  paused: 'Paused',
  resumed: 'Resumed',
  canceled: 'Cancelled',
  reactivated: 'Reactivated',
  lapsed: 'Lapsed (unpaid)',
};
const STATUS_LABELS: Record<DeskSubscription['status'], string> = { ACTIVE: 'Active', PAST_DUE: 'Past due', DELETED: 'Ended' };
const per = (interval: 'MONTHLY' | 'YEARLY') => (interval === 'MONTHLY' ? 'a month' : 'a year');

interface MemberSubscriptionsProps {
  subscriptions: DeskSubscription[];
  actions?: (sub: DeskSubscription) => ReactNode;
}

/** Each subscription as it is now, and its history as a timeline, oldest first. */
export function MemberSubscriptions({ subscriptions, actions }: MemberSubscriptionsProps) {
  return (
    <section aria-labelledby="member-subscriptions" className={styles.section}>
      <h2 id="member-subscriptions">Subscriptions</h2>
      {subscriptions.length === 0 ? (
        <p className={styles.empty}>No subscriptions.</p>
      ) : (
        <ul className={styles.cards}>
          {subscriptions.map((sub) => (
            <li key={sub.subscriptionId} className={styles.card}>
              <h3>
                {formatMoney(sub.amount)} {per(sub.billingInterval)} · {STATUS_LABELS[sub.status]}
                {sub.pausedUntil ? ` · paused until ${formatNzDate(sub.pausedUntil)}` : ''}
                {sub.cancelAtPeriodEnd ? ' · ends at the period’s end' : ''}
              </h3>
              <p className={styles.detail}>
                Since {formatNzDate(sub.createdAt)} · {placementLabel(sub.placement)} · {sub.provider} · period ends {formatNzDate(sub.currentPeriodEnd)}
                {sub.cancelReason ? ` · reason: ${sub.cancelReason}` : ''}
              </p>
              {sub.history.length ? (
                <ol className={styles.timeline} aria-label="History">
                  {sub.history.map((event, i) => (
                    <li key={`${event.at}-${i}`}>
                      <time dateTime={event.at}>{formatDeskTime(event.at)}</time> <strong>{EVENT_LABELS[event.kind]}</strong> at {formatMoney(event.amount)}{' '}
                      {per(event.billingInterval)}
                      {event.reason ? `: ${event.reason}` : ''}
                      {event.byStaff ? <span className={styles.detail}> (by the newsroom)</span> : null}
                    </li>
                  ))}
                </ol>
              ) : (
                <p className={styles.empty}>No history recorded.</p>
              )}
              {actions ? <div className={styles.rowActions}>{actions(sub)}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
