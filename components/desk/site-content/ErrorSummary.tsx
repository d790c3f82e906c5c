import { useEffect, useRef } from 'react';
import type { FieldErrors } from '@/lib/site-content/form-errors';
import styles from './SiteContentForm.module.css';

interface ErrorSummaryProps {
  errors: FieldErrors;
  /** The label of each field, by path, so the summary reads like the form. */
  labels: Record<string, string>;
  /** Changes with every failed save, so the summary takes focus again. */
  attempt: number;
}

/** Every error of the last save, linked to its field; it takes focus so a keyboard or screen-reader user hears it. */
export function ErrorSummary({ errors, labels, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  useEffect(() => {
    if (attempt > 0 && entries.length > 0) ref.current?.focus();
    // Focus moves once per failed save, not on every keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [attempt]);
  if (!entries.length) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="error-summary-heading">
      <h2 id="error-summary-heading">This could not be saved</h2>
      <ul>
        {entries.map(([path, message]) => (
          <li key={path || 'form'}>{path && labels[path] ? <a href={`#${path}`}>{`${labels[path]} ${message}`}</a> : message}</li>
        ))}
      </ul>
    </div>
  );
}
