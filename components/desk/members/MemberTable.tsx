import Link from 'next/link';
import type { MemberListEntry } from '@/lib/schemas/desk-members';
import { formatMoney, formatNzDate, SUPPORTER_LABELS } from '@/lib/desk/member-labels';
import styles from './MemberList.module.css';

/** One page of members as a table (a card per member on a phone, by CSS). */
export function MemberTable({ members }: { members: MemberListEntry[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Member</th>
          <th scope="col">Supporter</th>
          <th scope="col">Given</th>
          <th scope="col">Account</th>
          <th scope="col">Signed up</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.uid}>
            <th scope="row" data-label="Member">
              <Link href={`/desk/members/${encodeURIComponent(member.uid)}`}>{member.name ?? member.email ?? member.uid}</Link>
              {member.name && member.email ? <span className={styles.email}>{member.email}</span> : null}
            </th>
            <td data-label="Supporter">
              <span className={`${styles.badge} ${styles[member.supporter] ?? ''}`}>{SUPPORTER_LABELS[member.supporter]}</span>
            </td>
            <td data-label="Given" className={styles.money}>
              {formatMoney(member.totalGiven)}
            </td>
            <td data-label="Account">{member.type}</td>
            <td data-label="Signed up">{formatNzDate(member.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
