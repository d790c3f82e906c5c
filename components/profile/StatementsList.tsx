import Link from 'next/link';
import { useCallback } from 'react';
import { PdfDownloadLink } from '@/components/payments/PdfDownloadLink';
import { periodDates, periodName, type StatementPeriod, statementPath } from '@/lib/dates/statement-periods';
import { statementPdfPath } from '@/lib/payments/document-paths';
import type { StatementYears } from '@/lib/schemas/receipts';
import styles from './Profile.module.css';
import { useProfileResource } from './useProfileResource';

interface PeriodListProps {
  heading: string;
  id: string;
  periods: StatementPeriod[];
  /** The statement's link text: "Statement for the 2026 tax year". */
  name: (period: StatementPeriod) => string;
}

function PeriodList({ heading, id, periods, name }: PeriodListProps) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ul className={styles.list}>
        {periods.map((period) => (
          <li key={period.year} className={styles.statement}>
            <span className={styles.statementName}>
              <Link href={statementPath(period)}>{name(period)}</Link>
              <span className={styles.note}>{periodDates(period)}</span>
            </span>
            <PdfDownloadLink href={statementPdfPath(period)} of={periodName(period)} quiet />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The years the member gave in, each with its statement: tax years (for a donation tax credit) and calendar years. */
export function StatementsList() {
  const load = useCallback(async (): Promise<StatementYears> => (await import('@/lib/api/payments')).listStatementYears(), []);
  const { resource } = useProfileResource(load, 'the statement years');
  if (resource.kind === 'loading') return <p role="status">Finding the years you gave in…</p>;
  if (resource.kind === 'failed') {
    return (
      <p role="alert" className={styles.error}>
        Your statements could not be listed. Please try again later.
      </p>
    );
  }
  const { taxYears, calendarYears } = resource.value;
  if (taxYears.length === 0) return <p>You have not given yet. When you do, a statement for each year appears here.</p>;
  return (
    <div className={styles.panel}>
      <PeriodList
        heading="Tax years (1 April to 31 March)"
        id="tax-years-heading"
        periods={taxYears.map((year) => ({ kind: 'tax-year', year }))}
        name={(period) => `Statement for ${periodName(period)}`}
      />
      <PeriodList
        heading="Calendar years"
        id="calendar-years-heading"
        periods={calendarYears.map((year) => ({ kind: 'calendar-year', year }))}
        name={(period) => `Statement for ${periodName(period)}`}
      />
    </div>
  );
}
