import { useCallback, useEffect, useState } from 'react';
import { isSignedIn } from '@/lib/auth/reader-name';
import { useAnalytics } from '@/hooks/useAnalytics';
import { useAuth } from '@/hooks/useAuth';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { addToWatchlist, getWatchlist, markWatched, removeFromWatchlist } from '@/lib/api/watchlist';
import type { WatchlistItem } from '@/lib/schemas/watchlist';

export type WatchlistStatus = 'unknown' | 'visitor' | 'loading' | 'ready' | 'failed';

type Loaded = { uid: string; status: 'ready' | 'failed'; items: WatchlistItem[] };

/**
 * The signed-in member's watch list, loaded in the browser (the TV pages stay cacheable), with
 * the changes a page makes to it. Each change answers false when the server refused it.
 */
export function useWatchlist() {
  const { status: authStatus, user } = useAuth();
  const { track } = useAnalytics();
  const uid = isSignedIn(user) ? user.uid : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const mine = loaded && loaded.uid === uid ? loaded : null;

  useEffect(() => {
    if (!uid) return;
    let current = true;
    getWatchlist()
      .then((items) => current && setLoaded({ uid, status: 'ready', items }))
      .catch((error: unknown) => {
        console.error('Loading your watch list failed', error);
        if (current) setLoaded({ uid, status: 'failed', items: [] });
      });
    return () => {
      current = false;
    };
  }, [uid]);

  const update = useCallback((owner: string, change: (items: WatchlistItem[]) => WatchlistItem[]) => {
    setLoaded((current) => (current && current.uid === owner ? { ...current, items: change(current.items) } : current));
  }, []);

  const attempt = useCallback(async (what: string, work: (owner: string) => Promise<void>) => {
    if (!uid) return false;
    try {
      await work(uid);
      return true;
    } catch (error) {
      console.error(`${what} failed`, error);
      return false;
    }
  }, [uid]);

  const add = (tvShowId: number) =>
    attempt('Adding to the watch list', async (owner) => {
      const item = await addToWatchlist(tvShowId);
      update(owner, (items) => [item, ...items.filter((i) => i.tvShowId !== tvShowId)]);
      track(ANALYTICS_EVENTS.watchlistAdded, { tv_show_id: tvShowId, tv_show: item.show.slug });
    });

  const remove = (tvShowId: number) =>
    attempt('Removing from the watch list', async (owner) => {
      await removeFromWatchlist(tvShowId);
      update(owner, (items) => items.filter((i) => i.tvShowId !== tvShowId));
      track(ANALYTICS_EVENTS.watchlistRemoved, { tv_show_id: tvShowId });
    });

  const setWatched = (tvShowId: number, watched: boolean) =>
    attempt('Marking a show watched', async (owner) => {
      const item = await markWatched(tvShowId, watched);
      update(owner, (items) => items.map((i) => (i.tvShowId === tvShowId ? item : i)));
      track(ANALYTICS_EVENTS.watchlistWatched, { tv_show_id: tvShowId, watched });
    });

  const status: WatchlistStatus = authStatus === 'authenticating' ? 'unknown' : !uid ? 'visitor' : (mine?.status ?? 'loading');
  return { status, items: mine?.items ?? [], add, remove, setWatched };
}
