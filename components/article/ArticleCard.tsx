import Link from 'next/link';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import styles from './ArticleCard.module.css';

export interface ArticleCardProps {
  article: {
    title: string;
    standfirst: string;
    path: string;
    publishedAt: string;
    category: { name: string };
    author: { name: string };
  };
  lead?: boolean;
}

export function ArticleCard({ article, lead = false }: ArticleCardProps) {
  const Heading = lead ? 'h2' : 'h3';
  return (
    <article className={lead ? `${styles.card} ${styles.lead}` : styles.card}>
      <p className={styles.kicker}>{article.category.name}</p>
      <Heading className={styles.title}>
        <Link href={article.path}>{article.title}</Link>
      </Heading>
      <p className={styles.standfirst}>{article.standfirst}</p>
      <p className={styles.meta}>
        {article.author.name} · <time dateTime={isoInNz(article.publishedAt)}>{displayDate(article.publishedAt)}</time>
      </p>
    </article>
  );
}
