import { ReceiptBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ReceiptBody,
    auth: 'required',
    handler: async ({ body, caller, services }) => services.payments.getReceipt(caller, body.txId),
  }),
});
