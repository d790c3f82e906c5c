import { STORY_STATUSES, type StoryStatus } from '@/lib/stories/story-status';

/** The desk list's filters as its URL carries them (so a filtered list is a link to share). */
export interface StoryListQuery {
  status?: StoryStatus;
  q?: string;
  author?: string;
  category?: string;
  cursor?: string;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
const isStatus = (value: string | undefined): value is StoryStatus => STORY_STATUSES.includes(value as StoryStatus);

/** Reads the filters from a URL's query; anything unknown or empty is left out. */
export function storyListQuery(query: Record<string, string | string[] | undefined>): StoryListQuery {
  const status = one(query.status);
  const filters: StoryListQuery = { status: isStatus(status) ? status : undefined, q: one(query.q)?.slice(0, 200), author: one(query.author), category: one(query.category), cursor: one(query.cursor) };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as StoryListQuery;
}

/** The list's URL for these filters (the cursor is dropped unless given: a new filter starts at page one). */
export function storyListHref(filters: StoryListQuery): string {
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  const search = params.toString();
  return search ? `/desk?${search}` : '/desk';
}
