import { ReadingHistoryCountingBody } from '@/lib/schemas/account-reading-history';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { LIBRARY_RATE_LIMIT } from '@/lib/server/http/library-rate-limit';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ReadingHistoryCountingBody,
    auth: 'required',
    rateLimit: LIBRARY_RATE_LIMIT,
    handler: async ({ body, caller, services }) => services.library.setAccountCounting(caller, body),
  }),
});
