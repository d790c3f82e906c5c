import { TZDate } from '@date-fns/tz';
import { NZ_TIME_ZONE } from '@/lib/dates/nz-time';
import { decodeMemberCursor, encodeMemberCursor, MEMBER_PAGE_SIZE, type MemberListPage, type MemberListQuery } from '@/lib/schemas/desk-members';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import { requireStaff } from '../staff/staff-access';
import type { MemberDirectoryDeps } from './member-directory-deps';
import { listMemberRows, type MemberListFilters, type MemberListRow } from './member-list-store';

export const ADMINISTRATORS_ONLY = 'Only administrators can see members and supporters.';

/** The first instant of a New Zealand day (yyyy-MM-dd), `plusDays` later. */
function nzDayStart(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + plusDays, NZ_TIME_ZONE).getTime());
}

const displayName = (row: Pick<MemberListRow, 'name' | 'firstName' | 'lastName'>) => row.name ?? ([row.firstName, row.lastName].filter(Boolean).join(' ') || null);

/** The query as the store takes it: an email-looking search is an email prefix (its index serves it), days become instants. */
function storeFilters(query: MemberListQuery): MemberListFilters {
  const q = query.q?.trim();
  const position = (cursor: string | undefined) => (cursor ? (decodeMemberCursor(cursor) ?? undefined) : undefined);
  return {
    emailPrefix: q && q.includes('@') ? q.toLowerCase() : undefined,
    words: q && !q.includes('@') ? q : undefined,
    state: query.state,
    list: query.list,
    joinedFrom: query.joinedFrom ? nzDayStart(query.joinedFrom) : undefined,
    joinedBefore: query.joinedTo ? nzDayStart(query.joinedTo, 1) : undefined,
    firstPlacement: query.firstPlacement,
    after: position(query.after),
    before: position(query.before),
  };
}

const cursorOf = (row: MemberListRow) => encodeMemberCursor({ micros: row.createdMicros, uid: row.uid });

/**
 * GET /api/desk/members: a page of 50 members, newest first, keyset-paginated (decision 190).
 * Administrators only; anyone else is refused before anything is read.
 */
export async function listMembers(deps: MemberDirectoryDeps, staffUid: string, query: MemberListQuery): Promise<MemberListPage> {
  await requireStaff(deps.db, staffUid, canManageMembers, ADMINISTRATORS_ONLY);
  const filters = storeFilters(query);
  // One row more than a page says whether another page follows in the direction read.
  const rows = await listMemberRows(deps.db, filters, deps.now(), MEMBER_PAGE_SIZE + 1);
  const backwards = Boolean(filters.before);
  const more = rows.length > MEMBER_PAGE_SIZE;
  // Read backwards (oldest first, then reversed), the extra row is the newest one: first in the page.
  const page = more ? (backwards ? rows.slice(1) : rows.slice(0, MEMBER_PAGE_SIZE)) : rows;
  const first = page[0];
  const last = page.at(-1);
  return {
    members: page.map((row) => ({
      uid: row.uid,
      email: row.email,
      name: displayName(row),
      type: row.type,
      supporter: row.supporter,
      totalGiven: Number(row.totalGiven),
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: last && (backwards || more) ? cursorOf(last) : null,
    previousCursor: first && (filters.after || (backwards && more)) ? cursorOf(first) : null,
  };
}
