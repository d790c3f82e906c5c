import { TransactionIdQuery } from '@/lib/schemas/desk-refunds';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** Email the member their receipt again; administrators only. */
export default apiRoute({
  POST: route({
    query: TransactionIdQuery,
    auth: 'required',
    handler: async ({ query, caller, services }) => services.refunds.resendReceipt(caller.uid, query.txId),
  }),
});
