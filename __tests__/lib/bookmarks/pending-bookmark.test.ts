/** @jest-environment jsdom */
import { PENDING_BOOKMARK_MAX_AGE_MS, rememberPendingBookmark, takePendingBookmark } from '@/lib/bookmarks/pending-bookmark';

const now = Date.parse('2026-11-22T00:00:00Z');

beforeEach(() => window.localStorage.clear());

describe('the pending bookmark of a visitor who went to sign in', () => {
  it('is answered once, then forgotten', () => {
    rememberPendingBookmark(42, now);
    expect(takePendingBookmark(now + 60_000)).toBe(42);
    expect(takePendingBookmark(now + 60_000)).toBeNull();
  });

  it('is dropped when older than an hour', () => {
    rememberPendingBookmark(42, now);
    expect(takePendingBookmark(now + PENDING_BOOKMARK_MAX_AGE_MS + 1)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it.each([
    ['not JSON', '{nope'],
    ['a string id', JSON.stringify({ articleId: '42', at: now })],
    ['a negative id', JSON.stringify({ articleId: -1, at: now })],
    ['no time', JSON.stringify({ articleId: 42 })],
    ['a time in the future', JSON.stringify({ articleId: 42, at: now + 60_000 })],
  ])('is ignored when the stored value is %s', (_what, stored) => {
    window.localStorage.setItem('panui.pendingBookmark', stored);
    expect(takePendingBookmark(now)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});
