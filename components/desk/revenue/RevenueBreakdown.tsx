import { useId, useState } from 'react';
import type { RevenueMonthFigures } from '@/lib/schemas/desk-revenue';
import { monthLabel } from '@/lib/dates/nz-months';
import { INTERVAL_LABELS, PLACEMENT_LABELS } from '@/lib/desk/revenue-labels';
import { FiguresTable } from './FiguresTable';
import { MONEY_COLUMNS, SUPPORTER_COLUMNS } from './revenue-columns';
import styles from './RevenuePage.module.css';

/** One month's figures by placement and by interval; the latest month first, any other on choice. */
export function RevenueBreakdown({ months }: { months: RevenueMonthFigures[] }) {
  const [chosen, setChosen] = useState(months.at(-1)?.month ?? '');
  const selectId = useId();
  const month = months.find((entry) => entry.month === chosen) ?? months.at(-1);
  if (!month) return null;
  const label = monthLabel(month.month);
  const columns = [...SUPPORTER_COLUMNS, ...MONEY_COLUMNS];
  return (
    <>
      <div className={styles.chooser}>
        <label htmlFor={selectId}>Month</label>
        <select id={selectId} value={month.month} onChange={(event) => setChosen(event.target.value)}>
          {months.map((entry) => (
            <option key={entry.month} value={entry.month}>
              {monthLabel(entry.month)}
            </option>
          ))}
        </select>
      </div>
      <FiguresTable
        caption={`${label} by placement`}
        rowHeading="Placement"
        columns={columns}
        rows={month.byPlacement.map(({ placement, ...figures }) => ({ key: placement, label: PLACEMENT_LABELS[placement], figures }))}
      />
      <FiguresTable
        caption={`${label} by interval`}
        rowHeading="Interval"
        columns={columns}
        rows={month.byInterval.map(({ interval, ...figures }) => ({ key: interval, label: INTERVAL_LABELS[interval], figures }))}
      />
    </>
  );
}
