import { useId } from 'react';
import styles from './StoryFields.module.css';

interface OrderedChoicesProps {
  legend: string;
  /** What the first one means, e.g. "primary: the story's URL starts with it". */
  firstMeans: string;
  options: { slug: string; name: string }[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  disabled?: boolean;
}

const moved = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** An ordered choice (categories, authors): add from a list, move up and down, remove; the first is the primary. */
export function OrderedChoices({ legend, firstMeans, options, chosen, onChange, disabled = false }: OrderedChoicesProps) {
  const id = useId();
  const nameOf = (slug: string) => options.find((option) => option.slug === slug)?.name ?? slug;
  const addable = options.filter((option) => !chosen.includes(option.slug));
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend>{legend}</legend>
      <p className={styles.hint}>The first is the {firstMeans}.</p>
      {chosen.length === 0 ? <p className={styles.empty}>None chosen yet.</p> : null}
      <ol className={styles.ordered}>
        {chosen.map((slug, index) => (
          <li key={slug}>
            <span>
              {nameOf(slug)}
              {index === 0 ? <span className={styles.badge}> primary</span> : null}
            </span>
            <span className={styles.itemActions}>
              <button type="button" aria-label={`Move ${nameOf(slug)} up`} disabled={index === 0} onClick={() => onChange(moved(chosen, index, index - 1))}>
                ↑
              </button>
              <button type="button" aria-label={`Move ${nameOf(slug)} down`} disabled={index === chosen.length - 1} onClick={() => onChange(moved(chosen, index, index + 1))}>
                ↓
              </button>
              <button type="button" aria-label={`Remove ${nameOf(slug)}`} onClick={() => onChange(chosen.filter((other) => other !== slug))}>
                ×
              </button>
            </span>
          </li>
        ))}
      </ol>
      {addable.length > 0 ? (
        <>
          <label htmlFor={`${id}-add`} className={styles.visuallyHidden}>
            Add to {legend.toLowerCase()}
          </label>
          <select
            id={`${id}-add`}
            value=""
            onChange={(event) => {
              if (event.target.value) onChange([...chosen, event.target.value]);
            }}
          >
            <option value="">Add…</option>
            {addable.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </fieldset>
  );
}
