import type { ReactNode } from 'react';
import styles from './Profile.module.css';

/** A profile tab showing the same list as its own page (bookmarks, watch list). */
export function LibraryPanel({ id, heading, list }: { id: string; heading: string; list: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {list}
    </section>
  );
}
