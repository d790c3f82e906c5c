import Link from 'next/link';
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
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      {page > 1 ? (
        <Link href={pageHref(basePath, page - 1)} rel="prev">
          {label.back}
        </Link>
      ) : null}
      <span className={styles.current}>
        Page {page}
      </span>
      {hasMore ? (
        <Link href={pageHref(basePath, page + 1)} rel="next">
          {label.forward}
        </Link>
      ) : null}
    </nav>
  );
}
