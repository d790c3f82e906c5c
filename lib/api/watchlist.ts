import type { WatchlistItem } from '@/lib/schemas/watchlist';
import { postTsom } from './tsom-client';

export const getWatchlist = () => postTsom<WatchlistItem[]>('/watchlist/list', { body: {} });

export const addToWatchlist = (tvShowId: number) => postTsom<WatchlistItem>('/watchlist/add', { body: { tvShowId } });

export const removeFromWatchlist = (tvShowId: number) => postTsom<{ tvShowId: number; removed: boolean }>('/watchlist/remove', { body: { tvShowId } });

export const markWatched = (tvShowId: number, watched: boolean) => postTsom<WatchlistItem>('/watchlist/watched', { body: { tvShowId, watched } });
