import Link from 'next/link';
import { DeskLayout } from '@/components/desk/layout/DeskLayout';
import type { MemberListPage as MemberPage } from '@/lib/schemas/desk-members';
import type { StaffRole } from '@/lib/schemas/member-type';
import { isFiltered, memberListHref, type MemberListParams } from '@/lib/desk/member-list-query';
import { MemberFilters } from './MemberFilters';
import { MemberTable } from './MemberTable';
import styles from './MemberList.module.css';

interface MemberListPageProps {
  page: MemberPage;
  /** The filters the list was made with (the ones refused are left out). */
  params: MemberListParams;
  /** Why a filter from the URL was left out, one line each. */
  refused: string[];
  newsletters: { listId: string; name: string }[];
  role: StaffRole;
}

/** /desk/members: search and filters, a page of members, and links to the pages before and after. */
export function MemberListPage({ page, params, refused, newsletters, role }: MemberListPageProps) {
  const { after: _after, before: _before, ...filters } = params;
  return (
    <DeskLayout title="Members" role={role}>
      <MemberFilters params={filters} newsletters={newsletters} />
      {refused.length ? (
        <div role="alert" className={styles.refused}>
          <p>Some filters in this link were not used:</p>
          <ul>
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {page.members.length === 0 ? (
        <div className={styles.empty}>
          {isFiltered(filters) ? (
            <>
              <p>{filters.q ? `No members match “${filters.q}” with these filters.` : 'No members match these filters.'}</p>
              <Link href="/desk/members">Clear filters</Link>
            </>
          ) : (
            <p>No members yet.</p>
          )}
        </div>
      ) : (
        <div className={styles.tableWrap}>
          <MemberTable members={page.members} />
        </div>
      )}
      <nav aria-label="Pages of members" className={styles.pager}>
        {page.previousCursor ? <Link href={memberListHref({ ...filters, before: page.previousCursor })}>← Previous page</Link> : <span />}
        {page.nextCursor ? <Link href={memberListHref({ ...filters, after: page.nextCursor })}>Next page →</Link> : null}
      </nav>
    </DeskLayout>
  );
}
