import { BookmarkListBody } from '@/lib/schemas/bookmarks';
import { getDb } from '@/lib/server/db/client';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { LIBRARY_RATE_LIMIT } from '@/lib/server/http/library-rate-limit';
import { listBookmarks } from '@/lib/server/library/bookmark-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: BookmarkListBody,
    auth: 'required',
    rateLimit: LIBRARY_RATE_LIMIT,
    handler: async ({ body, caller }) => listBookmarks(await getDb(), caller, body),
  }),
});
