import type { ReactNode } from 'react';
import styles from './HydratedFieldset.module.css';
import { useHydrated } from './useHydrated';

/**
 * Holds controls that only the page's code can answer: disabled until it has hydrated, so a choice
 * made earlier is not lost when React takes over the page (decision 336). No border, no legend.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fieldset} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
