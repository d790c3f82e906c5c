import type { IncomingMessage, ServerResponse } from 'node:http';
import addBookmark from '@/pages/api/tsom/bookmarks/add';
import bookmarkIds from '@/pages/api/tsom/bookmarks/ids';
import listBookmarks from '@/pages/api/tsom/bookmarks/list';
import removeBookmark from '@/pages/api/tsom/bookmarks/remove';
import podcastPositionGet from '@/pages/api/tsom/podcast-positions/get';
import podcastPositionSave from '@/pages/api/tsom/podcast-positions/save';
import readingHistoryGet from '@/pages/api/tsom/reading-history/get';
import readingHistoryAnswer from '@/pages/api/tsom/reading-history/answer';
import readingHistoryMerge from '@/pages/api/tsom/reading-history/merge';
import readingHistoryRecord from '@/pages/api/tsom/reading-history/record';
import readingHistoryCounting from '@/pages/api/tsom/reading-history/counting';
import readingHistoryClear from '@/pages/api/tsom/reading-history/clear';
import addToWatchlist from '@/pages/api/tsom/watchlist/add';
import listWatchlist from '@/pages/api/tsom/watchlist/list';
import removeFromWatchlist from '@/pages/api/tsom/watchlist/remove';
import markWatched from '@/pages/api/tsom/watchlist/watched';
import { type Answer, bearer, post } from './api-call';
import { serveRoute } from './route-server';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const ROUTES: Record<string, Handler> = {
  '/api/tsom/bookmarks/add': addBookmark,
  '/api/tsom/bookmarks/remove': removeBookmark,
  '/api/tsom/bookmarks/list': listBookmarks,
  '/api/tsom/bookmarks/ids': bookmarkIds,
  '/api/tsom/watchlist/add': addToWatchlist,
  '/api/tsom/watchlist/remove': removeFromWatchlist,
  '/api/tsom/watchlist/list': listWatchlist,
  '/api/tsom/watchlist/watched': markWatched,
  '/api/tsom/podcast-positions/get': podcastPositionGet,
  '/api/tsom/podcast-positions/save': podcastPositionSave,
  '/api/tsom/reading-history/get': readingHistoryGet,
  '/api/tsom/reading-history/answer': readingHistoryAnswer,
  '/api/tsom/reading-history/merge': readingHistoryMerge,
  '/api/tsom/reading-history/record': readingHistoryRecord,
  '/api/tsom/reading-history/counting': readingHistoryCounting,
  '/api/tsom/reading-history/clear': readingHistoryClear,
};

/** The bookmark, watch-list, podcast-position and account reading-history routes on one local server; `call('/bookmarks/add', body, token)`. */
export async function serveLibraryRoutes() {
  const server = await serveRoute((req, res) => {
    const handler = ROUTES[new URL(req.url ?? '/', 'http://localhost').pathname];
    if (handler) return handler(req, res);
    res.statusCode = 404;
    res.end('{}');
  });
  const call = (path: string, body: unknown, token?: string): Promise<Answer> => post(`${server.url}/api/tsom${path}`, body, bearer(token));
  return { ...server, call };
}
