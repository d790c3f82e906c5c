import type { RateLimit } from './rate-limit';

/**
 * Bookmark and watch-list calls, per client: a reader pressing buttons fast stays far below it,
 * a script filling a member's list does not.
 */
export const LIBRARY_RATE_LIMIT: RateLimit = { name: 'member-library', points: 120, durationSeconds: 60 };
