import type { MemberListQuery } from '@/lib/schemas/desk-members';

/** The member list's filters as its URL carries them: strings, as typed (so a search is a link to share). */
export type MemberListParams = { [K in keyof MemberListQuery]?: string };

export const MEMBER_FILTER_NAMES = ['q', 'state', 'list', 'joinedFrom', 'joinedTo', 'firstPlacement'] as const;
const PARAM_NAMES = [...MEMBER_FILTER_NAMES, 'after', 'before'] as const;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The filters from a URL's query: known names only, empty ones left out (the filter form sends
 * every field, filled or not).
 */
export function memberListParams(query: Record<string, string | string[] | undefined>): MemberListParams {
  const params: MemberListParams = {};
  for (const name of PARAM_NAMES) {
    const value = one(query[name]);
    if (value !== undefined) params[name] = value;
  }
  return params;
}

/** The list's URL for these filters; a cursor only when given, so a changed filter starts at page one. */
export function memberListHref(params: MemberListParams): string {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();
  return search ? `/desk/members?${search}` : '/desk/members';
}

/** Whether any filter (not just a page position) is set. */
export const isFiltered = (params: MemberListParams) => MEMBER_FILTER_NAMES.some((name) => params[name] !== undefined);

/** What the filter form calls each parameter, for a message about one. */
export const MEMBER_PARAM_LABELS: Record<keyof MemberListParams, string> = {
  q: 'Email or name',
  state: 'Supporter',
  list: 'Newsletter',
  joinedFrom: 'Signed up from',
  joinedTo: 'Signed up to',
  firstPlacement: 'First gift from',
  after: 'Next page',
  before: 'Previous page',
};
