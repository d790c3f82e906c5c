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
  /** What is wrong with the value: shown under the field, read out with it, and the field marked invalid. */
  error?: string;
  /** The keyboard a phone shows. */
  inputMode?: 'numeric';
  /** Rewrites the text as it is typed (e.g. the slash in a card expiry). */
  formatAsTyped?: (text: string) => string;
}

/** A labelled, uncontrolled input: forms read it on submit, so nothing typed before hydration is lost. */
export function TextField({ label, name, type, autoComplete, defaultValue, hint, error, inputMode, formatAsTyped }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
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
        inputMode={inputMode}
        onChange={
          formatAsTyped
            ? (event) => {
                event.currentTarget.value = formatAsTyped(event.currentTarget.value);
              }
            : undefined
        }
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
        className={styles.input}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
