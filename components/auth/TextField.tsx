import { useId } from 'react';
import styles from './TextField.module.css';

interface TextFieldProps {
  label: string;
  name: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  defaultValue?: string;
  /** Shown under the label and read out with the field. */
  hint?: string;
}

/** A labelled, uncontrolled input: forms read it on submit, so nothing typed before hydration is lost. */
export function TextField({ label, name, type, autoComplete, defaultValue, hint }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-describedby={hint ? hintId : undefined}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
        className={styles.input}
      />
    </div>
  );
}
