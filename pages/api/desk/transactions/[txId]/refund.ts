import { RefundBody, TransactionIdQuery } from '@/lib/schemas/desk-refunds';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** Refund part or all of a payment through its provider; administrators only (decision 194). */
export default apiRoute({
  POST: route({
    query: TransactionIdQuery,
    body: RefundBody,
    auth: 'required',
    handler: async ({ query, body, caller, services }) => services.refunds.refundTransaction(caller.uid, { ...body, txId: query.txId }),
  }),
});
