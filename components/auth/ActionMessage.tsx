import type { ActionState } from './useAuthAction';
import styles from './ActionMessage.module.css';

/** A step's outcome: failures as an alert, successes as a status, nothing otherwise. */
export function ActionMessage({ state }: { state: ActionState }) {
  switch (state.kind) {
    case 'failed':
      return (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      );
    case 'succeeded':
      return (
        <p role="status" className={styles.success}>
          {state.message}
        </p>
      );
    case 'idle':
    case 'busy':
      return null;
  }
}
