import { ReadingHistoryEmptyBody } from '@/lib/schemas/account-reading-history';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { LIBRARY_RATE_LIMIT } from '@/lib/server/http/library-rate-limit';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ReadingHistoryEmptyBody,
    auth: 'required',
    rateLimit: LIBRARY_RATE_LIMIT,
    handler: async ({ caller, services }) => services.library.getAccountReadingHistory(caller),
  }),
});
