import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { NZ_TIME_ZONE } from '@/lib/dates/nz-time';
import type { DeskErrorGroup, DeskErrorList } from '@/lib/schemas/desk-errors';
import type { StaffRole } from '@/lib/schemas/member-type';
import styles from './ErrorsPage.module.css';

interface ErrorsPageProps {
  list: DeskErrorList;
  role: StaffRole;
}

const nzDateTimeFormat = new Intl.DateTimeFormat('en-NZ', { timeZone: NZ_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const nzDateTime = (iso: string) => nzDateTimeFormat.format(new Date(iso));
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-NZ')} ${n === 1 ? one : many}`;

const SOURCE_LABELS: Record<DeskErrorGroup['source'], string> = { browser: 'Browser', server: 'Server' };

function ErrorGroup({ group }: { group: DeskErrorGroup }) {
  const { sample } = group;
  return (
    <li className={styles.group}>
      <h2 className={styles.message}>
        <span className={styles.source}>{SOURCE_LABELS[group.source]}</span> {group.errorName ? `${group.errorName}: ` : ''}
        {group.message}
      </h2>
      <p className={styles.frame}>
        {group.firstFrame ? (
          <>
            First frame: <code>{group.firstFrame}</code>
          </>
        ) : (
          'No stack frame was reported.'
        )}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>In 24 hours</dt>
          <dd className={styles.count}>{group.reportsInDay.toLocaleString('en-NZ')}</dd>
        </div>
        <div>
          <dt>Since first seen</dt>
          <dd>{group.reports.toLocaleString('en-NZ')}</dd>
        </div>
        <div>
          <dt>First seen</dt>
          <dd>
            <time dateTime={group.firstSeen}>{nzDateTime(group.firstSeen)}</time>
          </dd>
        </div>
        <div>
          <dt>Last seen</dt>
          <dd>
            <time dateTime={group.lastSeen}>{nzDateTime(group.lastSeen)}</time>
          </dd>
        </div>
      </dl>
      <dl className={styles.sample} aria-label="Latest report">
        <div>
          <dt>{group.source === 'server' ? 'Route' : 'Page'}</dt>
          <dd>{sample.path ? <code>{sample.path}</code> : '—'}</dd>
        </div>
        {group.source === 'browser' ? (
          <div>
            <dt>Browser</dt>
            <dd>{sample.userAgent ?? '—'}</dd>
          </div>
        ) : null}
        {sample.requestId ? (
          <div>
            <dt>Request id</dt>
            <dd>
              <code>{sample.requestId}</code>
            </dd>
          </div>
        ) : null}
        {sample.message !== group.message ? (
          <div>
            <dt>Message</dt>
            <dd>{sample.message}</dd>
          </div>
        ) : null}
      </dl>
      {sample.callstack ? (
        <details className={styles.stack}>
          <summary>Stack of the latest report</summary>
          <pre>{sample.callstack.split(' | ').join('\n')}</pre>
        </details>
      ) : null}
    </li>
  );
}

/** /desk/errors: the errors reported most in the last 24 hours, grouped by fingerprint (decision 245). */
export function ErrorsPage({ list, role }: ErrorsPageProps) {
  const total = list.errors.reduce((sum, group) => sum + group.reportsInDay, 0);
  return (
    <DeskLayout title="Errors" role={role}>
      <div className={styles.page}>
        <p className={styles.summary}>
          {list.errors.length === 0
            ? 'No errors were reported in the last 24 hours.'
            : `${count(total, 'report', 'reports')} of ${count(list.errors.length, 'kind of error', 'kinds of error')} in the last 24 hours, the most frequent first.`}{' '}
          <span className={styles.asOf}>
            Since <time dateTime={list.since}>{nzDateTime(list.since)}</time>, as at <time dateTime={list.asOf}>{nzDateTime(list.asOf)}</time>.
          </span>
        </p>
        {list.errors.length > 0 ? (
          <ol className={styles.list}>
            {list.errors.map((group) => (
              <ErrorGroup key={group.fingerprint} group={group} />
            ))}
          </ol>
        ) : null}
      </div>
    </DeskLayout>
  );
}
