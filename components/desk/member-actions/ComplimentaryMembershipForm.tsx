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
  /** For "is it running": the page's render time, so server and browser agree. */
  now: string;
}

function stateOf(membership: ComplimentaryMembership, now: string): string {
  if (membership.revokedAt) return `revoked ${displayDate(membership.revokedAt)}`;
  if (membership.endsAt <= now) return `ended ${displayDate(membership.endsAt)}`;
  return `until the end of ${displayDate(new Date(new Date(membership.endsAt).getTime() - 1))}`;
}

/** The member's complimentary memberships, a form to give one, and a revoke button for each that runs. */
export function ComplimentaryMembershipForm({ memberUid, memberships, now }: ComplimentaryMembershipFormProps) {
  const { busy, error, notice, run, clearError } = useMemberAction();
  const [endsAt, setEndsAt] = useState('');
  const [reason, setReason] = useState('');
  const [revoking, setRevoking] = useState<ComplimentaryMembership | null>(null);
  const ids = { endsAt: useId(), reason: useId(), error: useId() };

  const grant = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(async () => {
      await grantComplimentary(memberUid, { endsAt, reason });
      return `Complimentary membership given until the end of ${displayDate(`${endsAt}T12:00:00+12:00`)}.`;
    });
    if (ok) {
      setEndsAt('');
      setReason('');
    }
  };
  const revoke = async () => {
    if (!revoking) return;
    const ok = await run(async () => {
      await revokeComplimentary(memberUid, revoking.id);
      return 'Complimentary membership revoked.';
    });
    if (ok) setRevoking(null);
  };

  return (
    <div className={styles.complimentary}>
      {memberships.length === 0 ? (
        <p className={styles.quiet}>No complimentary membership.</p>
      ) : (
        <ul className={styles.list}>
          {memberships.map((membership) => (
            <li key={membership.id} className={styles.row}>
              <span>
                {membership.reason || 'No reason kept'} — {stateOf(membership, now)}
              </span>
              {!membership.revokedAt && membership.endsAt > now ? (
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
              ) : null}
            </li>
          ))}
        </ul>
      )}

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
        description={revoking ? `“${revoking.reason}” ends now, not at the end of ${displayDate(new Date(new Date(revoking.endsAt).getTime() - 1))}.` : ''}
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
