import { WatchedBody } from '@/lib/schemas/watchlist';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { LIBRARY_RATE_LIMIT } from '@/lib/server/http/library-rate-limit';
import { markWatched } from '@/lib/server/library/watchlist-service';
import { watchlistDeps } from '@/lib/server/library/watchlist-wiring';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: WatchedBody,
    auth: 'required',
    rateLimit: LIBRARY_RATE_LIMIT,
    handler: async ({ body, caller }) => markWatched(await watchlistDeps(), caller, body.tvShowId, body.watched),
  }),
});
