import { useId, useState } from 'react';
import { cancelMemberSubscription, pauseMemberSubscription, resumeMemberSubscription } from '@/lib/api/desk-member-actions';
import { displayDate } from '@/lib/dates/nz-time';
import type { DeskSubscription } from '@/lib/schemas/desk-members';
import { ActionDialog } from './ActionDialog';
import { useMemberAction } from './useMemberAction';
import styles from './MemberActions.module.css';

type Dialog = 'pause' | 'resume' | 'cancel' | null;

interface SubscriptionActionsProps {
  memberUid: string;
  subscription: Pick<DeskSubscription, 'subscriptionId' | 'status' | 'billingInterval' | 'pausedUntil' | 'currentPeriodEnd'>;
}

/** Pause until a day, resume, or cancel one of the member's subscriptions; each asks first, in a dialog, and why. */
export function SubscriptionActions({ memberUid, subscription }: SubscriptionActionsProps) {
  const { busy, error, notice, run, clearError } = useMemberAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState<'period_end' | 'now'>('period_end');
  const ids = { until: useId(), reason: useId(), when: useId() };
  const { subscriptionId, status, billingInterval, pausedUntil, currentPeriodEnd } = subscription;

  if (status === 'DELETED') return <p className={styles.quiet}>Ended: nothing to change.</p>;

  const open = (which: Dialog) => {
    clearError();
    setReason('');
    setDialog(which);
  };
  const close = () => setDialog(null);
  const confirm = () =>
    run(async () => {
      if (dialog === 'pause') {
        const answer = await pauseMemberSubscription(subscriptionId, { memberUid, until: until || null, reason });
        return `Paused: the next payment is on ${displayDate(answer.pausedUntil ?? answer.currentPeriodEnd)}.`;
      }
      if (dialog === 'resume') {
        await resumeMemberSubscription(subscriptionId, { memberUid, ...(reason ? { reason } : {}) });
        return `Resumed: the next payment is on ${displayDate(currentPeriodEnd)}.`;
      }
      await cancelMemberSubscription(subscriptionId, { memberUid, reason, when });
      return when === 'now' ? 'Cancelled: the subscription has ended.' : `Cancelled: it stays paid up to ${displayDate(currentPeriodEnd)}.`;
    }, close);

  const reasonField = (required: boolean) => (
    <label htmlFor={ids.reason} className={styles.field}>
      <span>{required ? 'Reason (kept in the audit log)' : 'Reason (optional)'}</span>
      <input id={ids.reason} value={reason} onChange={(event) => setReason(event.target.value)} required={required} maxLength={500} />
    </label>
  );

  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        {billingInterval === 'MONTHLY' && status === 'ACTIVE' ? (
          <button type="button" onClick={() => open('pause')} disabled={busy}>
            {pausedUntil ? 'Change pause…' : 'Pause until…'}
          </button>
        ) : null}
        {pausedUntil ? (
          <button type="button" onClick={() => open('resume')} disabled={busy}>
            Resume
          </button>
        ) : null}
        <button type="button" className={styles.dangerLink} onClick={() => open('cancel')} disabled={busy}>
          Cancel…
        </button>
      </div>
      <p className={styles.notice} role="status" aria-live="polite">
        {notice}
      </p>

      <ActionDialog
        title="Pause this subscription"
        description={`No payment is taken until the first billing date on or after the day you pick. The paid period runs to ${displayDate(currentPeriodEnd)}. Leave the day empty to skip only the next payment.`}
        confirmLabel="Pause"
        open={dialog === 'pause'}
        busy={busy}
        error={error}
        onConfirm={confirm}
        onClose={close}
      >
        <label htmlFor={ids.until} className={styles.field}>
          <span>Pause until (New Zealand date)</span>
          <input id={ids.until} type="date" value={until} onChange={(event) => setUntil(event.target.value)} />
        </label>
        {reasonField(true)}
      </ActionDialog>

      <ActionDialog
        title="Resume this subscription"
        description={`The pause ends now: the next payment is on ${displayDate(currentPeriodEnd)}.`}
        confirmLabel="Resume"
        open={dialog === 'resume'}
        busy={busy}
        error={error}
        onConfirm={confirm}
        onClose={close}
      >
        {reasonField(false)}
      </ActionDialog>

      <ActionDialog
        title="Cancel this subscription"
        description="No further payment is taken. The member is not refunded by cancelling."
        confirmLabel="Cancel the subscription"
        danger
        open={dialog === 'cancel'}
        busy={busy}
        error={error}
        onConfirm={confirm}
        onClose={close}
      >
        <fieldset className={styles.field}>
          <legend>When it ends</legend>
          <label>
            <input type="radio" name={ids.when} checked={when === 'period_end'} onChange={() => setWhen('period_end')} /> At the end of the paid period ({displayDate(currentPeriodEnd)})
          </label>
          <label>
            <input type="radio" name={ids.when} checked={when === 'now'} onChange={() => setWhen('now')} /> Now
          </label>
        </fieldset>
        {reasonField(true)}
      </ActionDialog>
    </div>
  );
}
