import type { ReactNode } from 'react';
import type { MemberRecord } from '@/lib/schemas/desk-members';
import { formatNzDate } from '@/lib/desk/member-labels';
import styles from './MemberRecord.module.css';

/** Membership the newsroom gave without payment: each period, its reason, and whether it was revoked. */
export function MemberComplimentary({ memberships, children }: { memberships: MemberRecord['complimentary']; children?: ReactNode }) {
  return (
    <section aria-labelledby="member-complimentary" className={styles.section}>
      <h2 id="member-complimentary">Complimentary membership</h2>
      {memberships.length === 0 ? (
        <p className={styles.empty}>None given.</p>
      ) : (
        <ul className={styles.plainList}>
          {memberships.map((row) => (
            <li key={row.id}>
              {formatNzDate(row.startsAt)} to {formatNzDate(row.endsAt)}: {row.reason}
              {row.revokedAt ? <span className={styles.detail}> (revoked {formatNzDate(row.revokedAt)})</span> : null}
            </li>
          ))}
        </ul>
      )}
      {children ? <div className={styles.memberActions}>{children}</div> : null}
    </section>
  );
}
