import type { RevenueReport } from '@/lib/schemas/desk-revenue';
import { formatCents, formatCount } from '@/lib/desk/revenue-labels';
import styles from './RevenuePage.module.css';

/** The headline: recurring support as it stands now, as a table (one row per figure). */
export function RevenueNow({ now, asOf }: { now: RevenueReport['now']; asOf: string }) {
  const figures = [
    { label: 'Monthly recurring revenue (MRR)', value: formatCents(now.mrr) },
    { label: 'Annual equivalent (ARR)', value: formatCents(now.arr) },
    { label: 'Active recurring supporters', value: formatCount(now.activeSupporters) },
    { label: 'Paused supporters', value: formatCount(now.pausedSupporters) },
  ];
  return (
    <table className={styles.headline}>
      <caption>
        Recurring support now <span className={styles.asOf}>(as at {new Date(asOf).toLocaleString('en-NZ', { timeZone: 'Pacific/Auckland', dateStyle: 'medium', timeStyle: 'short' })})</span>
      </caption>
      <tbody>
        {figures.map((figure) => (
          <tr key={figure.label}>
            <th scope="row">{figure.label}</th>
            <td>{figure.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
