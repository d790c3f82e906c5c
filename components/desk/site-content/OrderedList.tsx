import type { ReactNode } from 'react';
import styles from './SiteContentForm.module.css';

interface OrderedListProps<T> {
  items: T[];
  keyOf: (item: T) => number | string;
  /** What a row shows, and what its buttons name ("Move Kauri up"). */
  render: (item: T) => ReactNode;
  nameOf: (item: T) => string;
  onChange: (items: T[]) => void;
  removeLabel?: string;
  /** What the remove button says to a screen reader; "Remove {name}" unless given. */
  removeAriaLabel?: (name: string) => string;
  empty: string;
  label: string;
}

const moved = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** A list in an order the desk chooses: up, down and remove buttons on each row (keyboard-usable, no dragging needed). */
export function OrderedList<T>({ items, keyOf, render, nameOf, onChange, removeLabel = 'Remove', removeAriaLabel = (name) => `Remove ${name}`, empty, label }: OrderedListProps<T>) {
  if (!items.length) return <p className={styles.empty}>{empty}</p>;
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item, index) => (
        <li key={keyOf(item)} className={styles.row}>
          <span className={styles.rowTitle}>
            {index + 1}. {render(item)}
          </span>
          <span className={styles.rowActions}>
            <button type="button" className={styles.button} disabled={index === 0} onClick={() => onChange(moved(items, index, index - 1))} aria-label={`Move ${nameOf(item)} up`}>
              Up
            </button>
            <button type="button" className={styles.button} disabled={index === items.length - 1} onClick={() => onChange(moved(items, index, index + 1))} aria-label={`Move ${nameOf(item)} down`}>
              Down
            </button>
            <button type="button" className={styles.button} onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={removeAriaLabel(nameOf(item))}>
              {removeLabel}
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
