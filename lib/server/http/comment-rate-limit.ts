import { getConfig } from '../config';
import { consumeRateLimit, type RateLimit } from './rate-limit';

const TEN_MINUTES = 600;

/**
 * Posting is limited per member and per client address, so neither one account nor a crowd of
 * fresh accounts from one address can flood a story (COMMENTS_RATE_LIMIT).
 */
export async function limitCommentPost(uid: string, ip: string): Promise<void> {
  const perMember = getConfig().COMMENTS_RATE_LIMIT;
  await consumeRateLimit({ name: 'comments-post-ip', points: perMember * 3, durationSeconds: TEN_MINUTES }, ip);
  await consumeRateLimit({ name: 'comments-post-member', points: perMember, durationSeconds: TEN_MINUTES }, uid);
}

/** Likes, reports, edits and deletes: generous for a person, a wall for a script. */
export async function limitCommentAction(uid: string): Promise<void> {
  await consumeRateLimit({ name: 'comments-action-member', points: 120, durationSeconds: TEN_MINUTES }, uid);
}

/** Per client address, for the calls anyone may make (the public list) and the moderators' calls. */
export const COMMENTS_READ_LIMIT: RateLimit = { name: 'comments-read', points: 300, durationSeconds: 60 };
export const COMMENTS_CALL_LIMIT: RateLimit = { name: 'comments-call', points: 300, durationSeconds: 60 };
