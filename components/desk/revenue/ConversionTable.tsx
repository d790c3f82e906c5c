import type { PlacementConversion } from '@/lib/schemas/desk-revenue';
import { formatCount, formatRate, PLACEMENT_LABELS } from '@/lib/desk/revenue-labels';
import styles from './RevenuePage.module.css';

/** Donate-button clicks and the paid first donations of each placement, over the months shown. */
export function ConversionTable({ conversion, caption }: { conversion: PlacementConversion[]; caption: string }) {
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby="revenue-conversion-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="revenue-conversion-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Placement</th>
            <th scope="col">Donate clicks</th>
            <th scope="col">Paid donations</th>
            <th scope="col">Conversion</th>
          </tr>
        </thead>
        <tbody>
          {conversion.map((row) => (
            <tr key={row.placement}>
              <th scope="row">{PLACEMENT_LABELS[row.placement]}</th>
              <td>{formatCount(row.clicks)}</td>
              <td>{formatCount(row.donations)}</td>
              <td>{formatRate(row.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
