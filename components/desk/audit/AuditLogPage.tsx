import Link from 'next/link';
import { useId } from 'react';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { DESK_AUDIT_ACTIONS } from '@/lib/desk/audit-actions';
import type { AuditPage } from '@/lib/schemas/desk-audit';
import type { StaffRole } from '@/lib/schemas/member-type';
import { AUDIT_ACTION_LABELS, actionLabel, auditChanges, nzDateTime } from './audit-changes';
import styles from './AuditLogPage.module.css';

interface AuditLogPageProps {
  page: AuditPage;
  filter: { member: string; action: string; paged: boolean };
  /** The address's filter could not be read; the whole log is shown. */
  invalidFilter: boolean;
  viewer: { role: StaffRole };
}

const withQuery = (params: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  return `/desk/audit${search.size ? `?${search}` : ''}`;
};

/** /desk/audit: what staff did to members' accounts and money, newest first, 50 a page. */
export function AuditLogPage({ page, filter, invalidFilter, viewer }: AuditLogPageProps) {
  const ids = { member: useId(), action: useId() };
  return (
    <DeskLayout title="Audit log" role={viewer.role}>
      <div className={styles.page}>
        <form method="get" action="/desk/audit" className={styles.filter} aria-label="Filter the audit log">
          <label htmlFor={ids.member}>
            <span>Member id</span>
            <input id={ids.member} name="member" defaultValue={filter.member} autoComplete="off" spellCheck={false} />
          </label>
          <label htmlFor={ids.action}>
            <span>Action</span>
            <select id={ids.action} name="action" defaultValue={filter.action}>
              <option value="">Any action</option>
              {DESK_AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTION_LABELS[action]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Show</button>
          {filter.member || filter.action ? <Link href="/desk/audit">Clear</Link> : null}
        </form>
        {invalidFilter ? (
          <p className={styles.error} role="alert">
            That filter could not be read, so the whole log is shown.
          </p>
        ) : null}

        {page.entries.length === 0 ? (
          <p className={styles.empty}>{filter.member || filter.action ? 'Nothing in the log matches this filter.' : 'Nothing has been recorded yet.'}</p>
        ) : (
          <ol className={styles.list}>
            {page.entries.map((entry) => {
              const changes = auditChanges(entry.before, entry.after);
              return (
                <li key={entry.id} className={styles.entry}>
                  <div className={styles.head}>
                    <time dateTime={entry.at}>{nzDateTime(entry.at)}</time>
                    <strong>{actionLabel(entry.action)}</strong>
                  </div>
                  <p className={styles.meta}>
                    By {entry.actor.email ?? entry.actor.uid}
                    {entry.memberUid ? (
                      <>
                        {' · '}member <Link href={`/desk/members/${encodeURIComponent(entry.memberUid)}`}>{entry.memberUid}</Link>
                      </>
                    ) : null}
                    {' · '}
                    {entry.targetType} {entry.targetId}
                  </p>
                  {changes.length > 0 ? (
                    <dl className={styles.changes}>
                      {changes.map((change) => (
                        <div key={change.field}>
                          <dt>{change.field}</dt>
                          <dd>{change.before === null ? change.after : `${change.before} → ${change.after}`}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}

        <nav aria-label="Audit log pages" className={styles.pages}>
          {filter.paged ? <Link href={withQuery({ member: filter.member, action: filter.action })}>Newest</Link> : null}
          {page.nextCursor ? <Link href={withQuery({ member: filter.member, action: filter.action, before: page.nextCursor })}>Older entries</Link> : null}
        </nav>
      </div>
    </DeskLayout>
  );
}
