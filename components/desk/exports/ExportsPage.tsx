import { useId, useRef, useState } from 'react';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import { dayNumber, MAX_EXPORT_DAYS } from '@/lib/desk/export-days';
import type { StaffRole } from '@/lib/schemas/member-type';
import { ExportForm } from './ExportForm';
import { useCsvDownload } from './useCsvDownload';
import styles from './ExportsPage.module.css';

interface ExportsPageProps {
  role: StaffRole;
  /** This New Zealand month's first and last days, the transactions range to start from. */
  month: { from: string; to: string };
}

/** What is wrong with a range before asking the server (which checks it again), or null. */
function rangeProblem(from: string, to: string): string | null {
  if (Number.isNaN(dayNumber(from)) || Number.isNaN(dayNumber(to))) return 'Enter both dates.';
  if (dayNumber(to) < dayNumber(from)) return 'The last day must be on or after the first.';
  if (dayNumber(to) - dayNumber(from) >= MAX_EXPORT_DAYS) return 'Export at most five years at a time.';
  return null;
}

/** /desk/exports: members and transactions as CSV files, for administrators. */
export function ExportsPage({ role, month }: ExportsPageProps) {
  const members = useCsvDownload('/exports/members.csv');
  const transactions = useCsvDownload('/exports/transactions.csv');
  const [range, setRange] = useState(month);
  const [problem, setProblem] = useState<string | null>(null);
  const fromInput = useRef<HTMLInputElement>(null);
  const ids = { from: useId(), to: useId(), problem: useId() };

  const downloadTransactions = () => {
    const found = rangeProblem(range.from, range.to);
    setProblem(found);
    if (found) {
      fromInput.current?.focus();
      return;
    }
    void transactions.start(range);
  };
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': ids.problem } : {};

  return (
    <DeskLayout title="Exports" role={role}>
      <div className={styles.page}>
        <p className={styles.hint}>
          Files are UTF-8 CSV for Excel, Numbers or Google Sheets. Amounts are in New Zealand dollars; days and times are New Zealand time. Text that a
          spreadsheet would run as a formula starts with an apostrophe.
        </p>

        <section aria-labelledby="export-members-heading">
          <h2 id="export-members-heading">Members</h2>
          <p className={styles.hint}>Every member: email, name, type, when they joined, supporter state, total given less refunds, and their consent on each newsletter list.</p>
          <ExportForm name="Members" state={members.state} onDownload={() => void members.start()} onCancel={members.cancel} />
        </section>

        <section aria-labelledby="export-transactions-heading">
          <h2 id="export-transactions-heading">Transactions</h2>
          <p className={styles.hint}>Every transaction made from the first day to the last, both included: amount, refunded, status, type, interval, placement and provider.</p>
          <ExportForm name="Transactions" state={transactions.state} onDownload={downloadTransactions} onCancel={transactions.cancel}>
            <div className={styles.fields}>
              <div className={styles.field}>
                <label htmlFor={ids.from}>First day</label>
                <input ref={fromInput} id={ids.from} type="date" value={range.from} required onChange={(event) => setRange({ ...range, from: event.target.value })} {...invalid} />
              </div>
              <div className={styles.field}>
                <label htmlFor={ids.to}>Last day</label>
                <input id={ids.to} type="date" value={range.to} required onChange={(event) => setRange({ ...range, to: event.target.value })} {...invalid} />
              </div>
            </div>
            {problem ? (
              <p id={ids.problem} className={styles.failed} role="alert">
                {problem}
              </p>
            ) : null}
          </ExportForm>
        </section>
      </div>
    </DeskLayout>
  );
}
