import { WatchlistShowBody } from '@/lib/schemas/watchlist';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { LIBRARY_RATE_LIMIT } from '@/lib/server/http/library-rate-limit';
import { addToWatchlist } from '@/lib/server/library/watchlist-service';
import { watchlistDeps } from '@/lib/server/library/watchlist-wiring';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: WatchlistShowBody,
    auth: 'required',
    rateLimit: LIBRARY_RATE_LIMIT,
    handler: async ({ body, caller }) => addToWatchlist(await watchlistDeps(), caller, body.tvShowId),
  }),
});
