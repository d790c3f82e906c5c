import { Fragment } from 'react';
import Link from 'next/link';
import type { ShownDate } from '@/lib/dates/shown-date';
import styles from './ArticleByline.module.css';

export interface ArticleBylineProps {
  /** The author first, then additional_authors in byline order. */
  authors: { slug: string; name: string }[];
  /** Formatted on the server (decision 202). */
  published: ShownDate;
}

const separator = (i: number, count: number) => (i === 0 ? null : i === count - 1 ? ' and ' : ', ');

/** "By A, B and C · 22 November 2026", each name a link to the author's page. */
export function ArticleByline({ authors, published }: ArticleBylineProps) {
  return (
    <p className={styles.byline}>
      By{' '}
      {authors.map((author, i) => (
        <Fragment key={author.slug}>
          {separator(i, authors.length)}
          <Link href={`/author/${author.slug}`}>{author.name}</Link>
        </Fragment>
      ))}{' '}
      · <time dateTime={published.iso}>{published.text}</time>
    </p>
  );
}
