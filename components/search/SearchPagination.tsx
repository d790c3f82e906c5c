import Link from 'next/link';
import { searchHref } from './search-href';
import styles from './SearchPagination.module.css';

export interface SearchPaginationProps {
  query: string;
  page: number;
  hasMore: boolean;
}

/** ListPagination's shape, with the query kept in every link; results are by relevance, not date. */
export function SearchPagination({ query, page, hasMore }: SearchPaginationProps) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      {page > 1 ? (
        <Link href={searchHref(query, page - 1)} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span className={styles.current}>Page {page}</span>
      {hasMore ? (
        <Link href={searchHref(query, page + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
