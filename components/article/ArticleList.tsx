import { ArticleCard, type ArticleCardProps } from './ArticleCard';
import styles from './ArticleList.module.css';

export interface ArticleListProps {
  /** An h2, so the cards' h3 headlines sit under the page's h1 in order. */
  heading: string;
  articles: (ArticleCardProps['article'] & { id: number })[];
}

export function ArticleList({ heading, articles }: ArticleListProps) {
  return (
    <section aria-labelledby="article-list-heading">
      <h2 id="article-list-heading" className={styles.heading}>
        {heading}
      </h2>
      {articles.length ? (
        <div className={styles.grid}>
          {/* The first card is at the top of the page: its picture is likely the largest thing on screen. */}
          {articles.map((article, index) => (
            <ArticleCard key={article.id} article={article} priority={index === 0} />
          ))}
        </div>
      ) : (
        <p>No stories here yet. Check back soon.</p>
      )}
    </section>
  );
}
