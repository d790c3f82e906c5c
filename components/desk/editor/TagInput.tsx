import { useId, useState } from 'react';
import styles from './StoryFields.module.css';

interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}

/** Tags as removable chips; Enter or a comma adds what was typed. */
export function TagInput({ tags, onChange, disabled = false }: TagInputProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const add = () => {
    const fresh = typed
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()));
    if (fresh.length) onChange([...tags, ...fresh]);
    setTyped('');
  };
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-tag`}>Tags</label>
      {tags.length > 0 ? (
        <ul className={styles.chips} aria-label="Tags chosen">
          {tags.map((tag) => (
            <li key={tag}>
              {tag}
              <button type="button" aria-label={`Remove tag ${tag}`} disabled={disabled} onClick={() => onChange(tags.filter((other) => other !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.inline}>
        <input
          id={`${id}-tag`}
          value={typed}
          disabled={disabled}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" onClick={add} disabled={disabled || !typed.trim()}>
          Add tag
        </button>
      </div>
    </div>
  );
}
