import { MAX_REVENUE_MONTHS } from '@/lib/desk/revenue-labels';
import styles from './RevenuePage.module.css';

interface RevenueRangeFormProps {
  from: string;
  to: string;
  /** Why the months in the URL were not used, if they were not. */
  error: string | null;
}

/** A plain GET form: the months are the page's URL, so a report is a link to share. */
export function RevenueRangeForm({ from, to, error }: RevenueRangeFormProps) {
  return (
    <form method="get" action="/desk/revenue" className={styles.range} aria-label="Months to show" aria-describedby="revenue-range-hint">
      <label>
        <span>From</span>
        <input type="month" name="from" defaultValue={from} pattern="\d{4}-\d{2}" required />
      </label>
      <label>
        <span>To</span>
        <input type="month" name="to" defaultValue={to} pattern="\d{4}-\d{2}" required />
      </label>
      <button type="submit">Show</button>
      <p id="revenue-range-hint" className={styles.hint}>
        New Zealand months, at most {MAX_REVENUE_MONTHS}.
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error} Showing the last twelve months instead.
        </p>
      ) : null}
    </form>
  );
}
