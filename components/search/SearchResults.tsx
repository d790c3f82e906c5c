import Link from 'next/link';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import styles from './SearchResults.module.css';

export interface SearchResultProps {
  article: {
    id: number;
    title: string;
    standfirst: string;
    path: string;
    publishedAt: string;
    category: { name: string };
    author: { name: string };
  };
  /** From search-service: escaped text whose only markup is `<mark>`. */
  headline: string;
}

export interface SearchResultsProps {
  query: string;
  /** An h2 under the page's h1, e.g. "Results for “kererū” (page 2)". */
  heading: string;
  results: SearchResultProps[];
}

export function SearchResults({ query, heading, results }: SearchResultsProps) {
  if (!results.length) return <p className={styles.empty}>No stories match “{query}”.</p>;
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className={styles.heading}>
        {heading}
      </h2>
      <ol className={styles.list}>
        {results.map((result) => (
          <li key={result.article.id}>
            <SearchResult {...result} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function SearchResult({ article, headline }: SearchResultProps) {
  return (
    <article className={styles.result}>
      <p className={styles.kicker}>{article.category.name}</p>
      <h3 className={styles.title}>
        <Link href={article.path}>{article.title}</Link>
      </h3>
      {headline ? (
        // Safe: search-service escapes every character of the article and adds only <mark> and
        // </mark> (headlineToHtml), so no tag or attribute from a story can reach the page.
        <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: headline }} />
      ) : (
        <p className={styles.snippet}>{article.standfirst}</p>
      )}
      <p className={styles.meta}>
        {article.author.name} · <time dateTime={isoInNz(article.publishedAt)}>{displayDate(article.publishedAt)}</time>
      </p>
    </article>
  );
}
