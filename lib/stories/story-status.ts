/**
 * A story's lifecycle: draft → scheduled → published → unpublished. Only 'published' is ever shown
 * to readers; the publish job turns 'scheduled' into 'published' once its time has come.
 */
export const STORY_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** Desk times are New Zealand times, whatever the server's or the browser's zone. */
export const DESK_TIME_ZONE = 'Pacific/Auckland';
