import { apiRoute, route } from '@/lib/server/http/api-route';
import { getDb } from '@/lib/server/db/client';
import { listSubscriptions } from '@/lib/server/payments/subscription-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    auth: 'required',
    handler: async ({ caller }) => listSubscriptions({ db: await getDb() }, caller),
  }),
});
