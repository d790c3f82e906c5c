import { apiRoute, route } from '@/lib/server/http/api-route';
import { getDb } from '@/lib/server/db/client';
import { listTransactions } from '@/lib/server/payments/transaction-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    auth: 'required',
    handler: async ({ caller }) => listTransactions({ db: await getDb() }, caller),
  }),
});
