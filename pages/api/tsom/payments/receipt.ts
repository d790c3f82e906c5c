import { ReceiptBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { getDb } from '@/lib/server/db/client';
import { getReceipt } from '@/lib/server/payments/receipt-service';
import { site } from '@/lib/site';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ReceiptBody,
    auth: 'required',
    handler: async ({ body, caller }) => getReceipt({ db: await getDb(), siteName: site.name }, caller, body.txId),
  }),
});
