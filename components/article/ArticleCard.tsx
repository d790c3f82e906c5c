import Link from 'next/link';
import type { ReactNode } from 'react';
import { BookmarkButton } from '@/components/bookmarks/BookmarkButton';
import type { CardStory } from '@/lib/articles/card-story';
import { commentCountLabel } from '@/lib/comments/comment-count';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import styles from './ArticleCard.module.css';

export interface ArticleCardProps {
  /** With its id, the card has a bookmark button. */
  article: Omit<CardStory, 'id'> & { id?: number };
  lead?: boolean;
  /** Shown instead of the standfirst, e.g. a search result's highlighted snippet. */
  summary?: ReactNode;
}

export function ArticleCard({ article, lead = false, summary }: ArticleCardProps) {
  const Heading = lead ? 'h2' : 'h3';
  return (
    <article className={lead ? `${styles.card} ${styles.lead}` : styles.card}>
      <p className={styles.kicker}>{article.category.name}</p>
      <Heading className={styles.title}>
        <Link href={article.path}>{article.title}</Link>
      </Heading>
      {summary ?? <p className={styles.standfirst}>{article.standfirst}</p>}
      <p className={styles.meta}>
        {article.author.name} · <time dateTime={isoInNz(article.publishedAt)}>{displayDate(article.publishedAt)}</time>
        {article.commentCount ? ` · ${commentCountLabel(article.commentCount)}` : null}
      </p>
      {article.id !== undefined ? <BookmarkButton articleId={article.id} title={article.title} compact /> : null}
    </article>
  );
}
