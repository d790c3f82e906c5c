import { ArticleCard } from '@/components/article/ArticleCard';
import type { CardStory } from '@/lib/articles/card-story';
import styles from './SearchResults.module.css';

export interface SearchResultProps {
  article: CardStory;
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
  // Safe: search-service escapes every character of the article and adds only <mark> and </mark>
  // (headlineToHtml), so no tag or attribute from a story can reach the page.
  const snippet = headline ? <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: headline }} /> : undefined;
  return <ArticleCard article={article} summary={snippet} />;
}
