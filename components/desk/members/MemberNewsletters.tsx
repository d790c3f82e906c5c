import type { MemberRecord } from '@/lib/schemas/desk-members';
import { formatDeskTime } from '@/lib/desk/desk-time';
import styles from './MemberRecord.module.css';

const STATUS_LABELS: Record<MemberRecord['newsletters'][number]['status'], string> = { pending: 'Waiting for confirmation', active: 'Subscribed', unsubscribed: 'Unsubscribed' };

/** Each list the member is or was on, with the consent record: when, from which address, from where on the site. */
export function MemberNewsletters({ newsletters }: { newsletters: MemberRecord['newsletters'] }) {
  return (
    <section aria-labelledby="member-newsletters" className={styles.section}>
      <h2 id="member-newsletters">Newsletters</h2>
      {newsletters.length === 0 ? (
        <p className={styles.empty}>No newsletter subscriptions.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">List</th>
                <th scope="col">Status</th>
                <th scope="col">Consent given (NZ)</th>
                <th scope="col">Consent IP</th>
                <th scope="col">Source</th>
                <th scope="col">Last change (NZ)</th>
              </tr>
            </thead>
            <tbody>
              {newsletters.map((row) => (
                <tr key={row.listId}>
                  <th scope="row" data-label="List">
                    {row.name}
                  </th>
                  <td data-label="Status">{STATUS_LABELS[row.status]}</td>
                  <td data-label="Consent given (NZ)">{row.consentAt ? formatDeskTime(row.consentAt) : '—'}</td>
                  <td data-label="Consent IP">{row.consentIp ?? '—'}</td>
                  <td data-label="Source">{row.source}</td>
                  <td data-label="Last change (NZ)">{formatDeskTime(row.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
