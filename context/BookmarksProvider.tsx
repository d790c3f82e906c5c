import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { isSignedIn } from '@/lib/auth/reader-name';
import { useAnalytics } from '@/hooks/useAnalytics';
import { useAuth } from '@/hooks/useAuth';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { takePendingBookmark } from '@/lib/bookmarks/pending-bookmark';

/** unknown until sign-in is known; visitor when nobody (or an anonymous user) is signed in. */
export type BookmarksStatus = 'unknown' | 'visitor' | 'loading' | 'ready' | 'failed';

export interface BookmarksContextValue {
  status: BookmarksStatus;
  isBookmarked(articleId: number): boolean;
  /** Adds or removes; answers false (and restores the button) when the server refused. */
  setBookmarked(articleId: number, on: boolean): Promise<boolean>;
}

export const BookmarksContext = createContext<BookmarksContextValue | null>(null);

// Loaded on a member's first use: every page has this provider, and the API client (axios) would
// otherwise be in every page's first load, visitors' included (decision 104's budget).
const bookmarksApi = () => import('@/lib/api/bookmarks');

type Loaded = { uid: string; status: 'ready' | 'failed'; ids: ReadonlySet<number> };

/**
 * The signed-in member's bookmarked article ids, fetched once per sign-in in the browser, so
 * article pages and lists carry no personal data and stay cacheable. After sign-in it also makes
 * the bookmark a visitor asked for before signing in.
 */
export function BookmarksProvider({ children }: { children: ReactNode }) {
  const { status: authStatus, user } = useAuth();
  const { track } = useAnalytics();
  const uid = isSignedIn(user) ? user.uid : null;
  // Keyed by uid, so a member who signs out and another who signs in never see the last one's.
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const mine = loaded && loaded.uid === uid ? loaded : null;

  const change = useCallback((owner: string, articleId: number, on: boolean) => {
    setLoaded((current) => {
      if (!current || current.uid !== owner) return current;
      const ids = new Set(current.ids);
      if (on) ids.add(articleId);
      else ids.delete(articleId);
      return { ...current, ids };
    });
  }, []);

  const save = useCallback(
    async (owner: string, articleId: number, on: boolean, before: boolean) => {
      change(owner, articleId, on);
      try {
        const api = await bookmarksApi();
        await (on ? api.addBookmark(articleId) : api.removeBookmark(articleId));
        if (before !== on) track(on ? ANALYTICS_EVENTS.bookmarkAdded : ANALYTICS_EVENTS.bookmarkRemoved, { article_id: articleId });
        return true;
      } catch (error) {
        console.error('Saving a bookmark failed', error);
        change(owner, articleId, before);
        return false;
      }
    },
    [change, track],
  );

  useEffect(() => {
    if (!uid) return;
    let current = true;
    bookmarksApi()
      .then((api) => api.getBookmarkIds())
      .then(async ({ articleIds }) => {
        if (!current) return;
        const ids = new Set(articleIds);
        setLoaded({ uid, status: 'ready', ids });
        const pending = takePendingBookmark();
        if (pending !== null && !ids.has(pending)) await save(uid, pending, true, false);
      })
      .catch((error: unknown) => {
        console.error('Loading your bookmarks failed', error);
        if (current) setLoaded({ uid, status: 'failed', ids: new Set() });
      });
    return () => {
      current = false;
    };
  }, [uid, save]);

  const status: BookmarksStatus = authStatus === 'authenticating' ? 'unknown' : !uid ? 'visitor' : (mine?.status ?? 'loading');
  const isBookmarked = useCallback((articleId: number) => Boolean(mine?.ids.has(articleId)), [mine]);
  const setBookmarked = useCallback(
    // Before the ids have loaded (or when they failed), a removal from the bookmarks page still works.
    async (articleId: number, on: boolean) => (uid ? save(uid, articleId, on, mine?.status === 'ready' ? mine.ids.has(articleId) : !on) : false),
    [uid, mine, save],
  );
  const value = useMemo(() => ({ status, isBookmarked, setBookmarked }), [status, isBookmarked, setBookmarked]);
  return <BookmarksContext.Provider value={value}>{children}</BookmarksContext.Provider>;
}
