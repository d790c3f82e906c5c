import { DeletePaymentMethodBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { deletePaymentMethod } from '@/lib/server/payments/payment-method-service';
import { paymentDeps } from '@/lib/server/payments/payment-wiring';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: DeletePaymentMethodBody,
    auth: 'required',
    handler: async ({ body, caller }) => deletePaymentMethod(await paymentDeps(), caller, body),
  }),
});
