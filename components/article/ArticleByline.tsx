import { Fragment } from 'react';
import { PageLink } from '@/components/navigation/PageLink';
import { StoryPicture } from '@/components/images/StoryPicture';
import type { ShownDate } from '@/lib/dates/shown-date';
import type { ShownImage } from '@/lib/images/image-variants';
import styles from './ArticleByline.module.css';

export interface ArticleBylineProps {
  /** The author first, then additional_authors in byline order; `photo` when the desk gave them one. */
  authors: { slug: string; name: string; photo?: ShownImage | null }[];
  /** Formatted on the server (decision 202). */
  published: ShownDate;
}

const separator = (i: number, count: number) => (i === 0 ? null : i === count - 1 ? ' and ' : ', ');

/**
 * "By A, B and C · 22 November 2026", each name a link to the author's page, with the author's
 * round photo at its start when they have one (decision 316). The photo is inside the link, so it
 * is a larger target; its alt is empty because the name beside it already names the link. Lazy:
 * its 2rem box is set by the CSS, so nothing moves when it arrives, and it does not compete with
 * the feature picture (the page's LCP) for the first bytes.
 */
export function ArticleByline({ authors, published }: ArticleBylineProps) {
  return (
    <p className={styles.byline}>
      By{' '}
      {authors.map((author, i) => (
        <Fragment key={author.slug}>
          {separator(i, authors.length)}
          <PageLink href={`/author/${author.slug}`}>
            {author.photo ? <StoryPicture image={author.photo} alt="" sizes="2rem" className={styles.photo} /> : null}
            {author.name}
          </PageLink>
        </Fragment>
      ))}{' '}
      · <time dateTime={published.iso}>{published.text}</time>
    </p>
  );
}
