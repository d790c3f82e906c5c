import type { HomeStory } from '@/lib/server/content/cached-content';
import { shownDate } from '@/lib/dates/shown-date';

/** A home-page card's story, as loadHomeContent gives it, with `title` and a path from `id`. */
export const homeStory = (id: number, title: string): HomeStory => ({
  id,
  title,
  standfirst: '',
  path: `/news/01-11-2026/story-${id}`,
  published: shownDate('2026-11-01T09:00:00.000Z'),
  category: { name: 'News' },
  author: { name: 'Tom Mackenzie' },
  commentCount: 0,
});
