import styles from './SiteContentForm.module.css';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  multiline?: boolean;
  required?: boolean;
  type?: 'text' | 'number' | 'datetime-local' | 'url';
  maxLength?: number;
}

/** A labelled input or textarea; its hint and error are read out with it (aria-describedby). */
export function TextField({ id, label, value, onChange, error, hint, multiline, required, type = 'text', maxLength }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const shared = {
    id,
    name: id,
    value,
    required,
    maxLength,
    className: error ? styles.invalid : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required ? ' (required)' : ''}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...shared} onChange={(event) => onChange(event.target.value)} /> : <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />}
      {error ? (
        <p id={errorId} className={styles.error}>
          {label} {error}
        </p>
      ) : null}
    </div>
  );
}
