import styles from './SearchForm.module.css';

export interface SearchFormProps {
  /** What the reader searched for, shown again so it can be changed. */
  query: string;
}

/** A plain GET form: searching works before, and without, JavaScript. */
export function SearchForm({ query }: SearchFormProps) {
  return (
    <form role="search" action="/search" method="get" className={styles.form}>
      <label htmlFor="search-query" className={styles.label}>
        Search stories
      </label>
      <div className={styles.row}>
        <input id="search-query" type="search" name="q" defaultValue={query} maxLength={200} className={styles.input} />
        <button type="submit" className={styles.button}>
          Search
        </button>
      </div>
    </form>
  );
}
