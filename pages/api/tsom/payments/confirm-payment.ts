import { ConfirmPaymentBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ConfirmPaymentBody,
    auth: 'required',
    handler: async ({ body, caller, services }) => services.payments.confirmPayment(caller, body),
  }),
});
