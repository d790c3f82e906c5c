import { apiRoute, route } from '@/lib/server/http/api-route';
import { getDb } from '@/lib/server/db/client';
import { listPaymentMethods } from '@/lib/server/payments/payment-method-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    auth: 'required',
    handler: async ({ caller }) => listPaymentMethods({ db: await getDb() }, caller),
  }),
});
