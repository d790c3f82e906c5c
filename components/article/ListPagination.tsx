import Head from 'next/head';
import { PageLink } from '@/components/navigation/PageLink';
import styles from './ListPagination.module.css';

export interface ListPaginationProps {
  /** The list's address without `page` (it may carry other parameters, e.g. `/search?q=…`); page 1 links there. */
  basePath: string;
  page: number;
  hasMore: boolean;
  /** Date-ordered lists say Newer/Older; a curated collection or search results say Previous/Next. */
  order?: 'newest' | 'curated';
}

const labels = {
  newest: { back: 'Newer stories', forward: 'Older stories' },
  curated: { back: 'Previous page', forward: 'Next page' },
} as const;

export const pageHref = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`;

export function ListPagination({ basePath, page, hasMore, order = 'newest' }: ListPaginationProps) {
  if (page <= 1 && !hasMore) return null;
  const label = labels[order];
  const back = page > 1 ? pageHref(basePath, page - 1) : null;
  const forward = hasMore ? pageHref(basePath, page + 1) : null;
  return (
    <>
      {/* The same links in the head, for crawlers that follow a series of pages from there. */}
      <Head>
        {back ? <link key="pagination-prev" rel="prev" href={back} /> : null}
        {forward ? <link key="pagination-next" rel="next" href={forward} /> : null}
      </Head>
      <nav aria-label="Pagination" className={styles.pagination}>
        {back ? (
          <PageLink href={back} rel="prev">
            {label.back}
          </PageLink>
        ) : null}
        <span className={styles.current}>Page {page}</span>
        {forward ? (
          <PageLink href={forward} rel="next">
            {label.forward}
          </PageLink>
        ) : null}
      </nav>
    </>
  );
}
