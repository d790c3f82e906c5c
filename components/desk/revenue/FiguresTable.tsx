import { useId } from 'react';
import type { RevenueFigures } from '@/lib/schemas/desk-revenue';
import type { FigureColumn } from './revenue-columns';
import styles from './RevenuePage.module.css';

interface FiguresTableProps {
  caption: string;
  /** The first column's heading: "Month", "Placement"… */
  rowHeading: string;
  rows: { key: string; label: string; figures: RevenueFigures }[];
  columns: FigureColumn[];
}

/** One table of figures; it scrolls sideways on a narrow screen, and the keyboard can scroll it. */
export function FiguresTable({ caption, rowHeading, rows, columns }: FiguresTableProps) {
  const captionId = useId();
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeading}</th>
            {columns.map((column) => (
              <th scope="col" key={column.figure}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {columns.map((column) => (
                <td key={column.figure}>{column.format(row.figures[column.figure])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
