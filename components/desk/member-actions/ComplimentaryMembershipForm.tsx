import { type FormEvent, useId, useState } from 'react';
import { grantComplimentary, revokeComplimentary } from '@/lib/api/desk-member-actions';
import { displayDate } from '@/lib/dates/nz-time';
import type { ComplimentaryMembership } from '@/lib/schemas/desk-members';
import { ActionDialog } from './ActionDialog';
import { useMemberAction } from './useMemberAction';
import styles from './MemberActions.module.css';

interface ComplimentaryMembershipFormProps {
  memberUid: string;
  memberships: ComplimentaryMembership[];
  /** For "is it running"; by default when the form first renders (a membership ending in between is revoked by nobody). */
  now?: string;
}

/** The last New Zealand day a membership runs (it ends at the start of the next). */
const lastDay = (membership: ComplimentaryMembership) => displayDate(new Date(new Date(membership.endsAt).getTime() - 1));

/** A form to give the member a complimentary membership, and a revoke button for each that runs (the record lists them all). */
export function ComplimentaryMembershipForm({ memberUid, memberships, now: givenNow }: ComplimentaryMembershipFormProps) {
  const [now] = useState(() => givenNow ?? new Date().toISOString());
  const { busy, error, notice, run, clearError } = useMemberAction();
  const [endsAt, setEndsAt] = useState('');
  const [reason, setReason] = useState('');
  const [revoking, setRevoking] = useState<ComplimentaryMembership | null>(null);
  const ids = { endsAt: useId(), reason: useId(), error: useId(), heading: useId() };
  const running = memberships.filter((membership) => !membership.revokedAt && membership.endsAt > now);

  const grant = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () => {
        await grantComplimentary(memberUid, { endsAt, reason });
        return `Complimentary membership given until the end of ${displayDate(`${endsAt}T12:00:00+12:00`)}.`;
      },
      () => {
        setEndsAt('');
        setReason('');
      },
    );
  };
  const revoke = async () => {
    if (!revoking) return;
    await run(
      async () => {
        await revokeComplimentary(memberUid, revoking.id);
        return 'Complimentary membership revoked.';
      },
      () => setRevoking(null),
    );
  };

  return (
    <div className={styles.complimentary} role="group" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className={styles.groupHeading}>
        Give or revoke
      </h3>
      {running.length > 0 ? (
        <ul className={styles.list} aria-label="Running complimentary memberships">
          {running.map((membership) => (
            <li key={membership.id} className={styles.row}>
              <span>
                {membership.reason || 'No reason kept'} — until the end of {lastDay(membership)}
              </span>
              <button
                type="button"
                className={styles.dangerLink}
                disabled={busy}
                onClick={() => {
                  clearError();
                  setRevoking(membership);
                }}
              >
                Revoke…
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <form onSubmit={grant} className={styles.grant} aria-describedby={error && !revoking ? ids.error : undefined}>
        <label htmlFor={ids.endsAt} className={styles.field}>
          <span>Member until (New Zealand date)</span>
          <input id={ids.endsAt} type="date" required value={endsAt} onChange={(event) => setEndsAt(event.target.value)} />
        </label>
        <label htmlFor={ids.reason} className={styles.field}>
          <span>Reason</span>
          <input id={ids.reason} required maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy && !revoking ? 'Saving…' : 'Give complimentary membership'}
        </button>
      </form>
      <p id={ids.error} className={styles.error} role="alert">
        {error && !revoking ? error : ''}
      </p>
      <p className={styles.notice} role="status" aria-live="polite">
        {notice}
      </p>

      <ActionDialog
        title="Revoke this complimentary membership"
        description={revoking ? `“${revoking.reason}” ends now, not at the end of ${lastDay(revoking)}.` : ''}
        confirmLabel="Revoke"
        danger
        open={revoking !== null}
        busy={busy}
        error={error}
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
