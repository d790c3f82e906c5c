import { isRecord, readStored, removeStored, writeStored } from '@/lib/storage/browser-storage';

// A visitor who presses Bookmark is sent to sign in; this marker carries the wish through the
// sign-in pages (and an emailed link opened in another tab), so the bookmark is made on return.
const KEY = 'panui.pendingBookmark';
/** A wish older than this is dropped: a reader who signs in tomorrow did not mean today's press. */
export const PENDING_BOOKMARK_MAX_AGE_MS = 60 * 60 * 1000;

export function rememberPendingBookmark(articleId: number, now = Date.now()): void {
  writeStored(KEY, { articleId, at: now });
}

/** The article a visitor asked to bookmark before signing in, if the wish is fresh; read once. */
export function takePendingBookmark(now = Date.now()): number | null {
  const stored = readStored(KEY);
  removeStored(KEY);
  if (!isRecord(stored)) return null;
  const { articleId, at } = stored;
  if (typeof articleId !== 'number' || !Number.isInteger(articleId) || articleId <= 0) return null;
  if (typeof at !== 'number' || now - at > PENDING_BOOKMARK_MAX_AGE_MS || at > now) return null;
  return articleId;
}
