import { PageLink } from '@/components/navigation/PageLink';
import type { ReactNode } from 'react';
import { BookmarkButton } from '@/components/bookmarks/BookmarkButton';
import { StoryPicture } from '@/components/images/StoryPicture';
import type { CardStory } from '@/lib/articles/card-story';
import { commentCountLabel } from '@/lib/comments/comment-count';
import styles from './ArticleCard.module.css';

export interface ArticleCardProps {
  /** With its id, the card has a bookmark button. */
  article: Omit<CardStory, 'id'> & { id?: number };
  lead?: boolean;
  /** A headline with a small picture beside it and no standfirst: the smaller stories of a home-page section. */
  brief?: boolean;
  /** Shown instead of the standfirst, e.g. a search result's highlighted snippet. */
  summary?: ReactNode;
  /** The page's first picture (its LCP): fetched eagerly; every other card's waits until it nears the screen. */
  priority?: boolean;
}

// Cards sit in a grid of 16rem+ columns (one column on a phone); the lead's picture takes 3/5 of the page's width.
const CARD_SIZES = '(min-width: 40rem) 24rem, 100vw';
const LEAD_SIZES = '(min-width: 48rem) 44rem, 100vw';
const BRIEF_SIZES = '7rem';

export function ArticleCard({ article, lead = false, brief = false, summary, priority = false }: ArticleCardProps) {
  const Heading = lead ? 'h2' : 'h3';
  const image = article.featureImage;
  const className = [styles.card, lead && styles.lead, lead && image && styles.leadWithPicture, brief && styles.brief, brief && image && styles.briefWithPicture].filter(Boolean).join(' ');
  return (
    <article className={className}>
      {image ? (
        // The headline link below says where this goes, so the picture's link is hidden from
        // assistive technology and the tab order, and its alt is empty (decision 167).
        <PageLink href={article.path} tabIndex={-1} aria-hidden="true" className={styles.picture}>
          <StoryPicture image={image} alt="" sizes={lead ? LEAD_SIZES : brief ? BRIEF_SIZES : CARD_SIZES} priority={priority} />
        </PageLink>
      ) : null}
      <p className={styles.kicker}>{article.category.name}</p>
      <Heading className={styles.title}>
        <PageLink href={article.path}>{article.title}</PageLink>
      </Heading>
      {brief ? null : (summary ?? <p className={styles.standfirst}>{article.standfirst}</p>)}
      <div className={styles.footer}>
        <p className={styles.meta}>
          {article.author.name} · <time dateTime={article.published.iso}>{article.published.text}</time>
          {article.commentCount ? ` · ${commentCountLabel(article.commentCount)}` : null}
        </p>
        {article.id !== undefined ? <BookmarkButton articleId={article.id} title={article.title} compact /> : null}
      </div>
    </article>
  );
}
