import { CreatePaymentMethodBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitedPaymentCall } from '@/lib/server/http/payment-rate-limit';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CreatePaymentMethodBody,
    auth: 'required',
    handler: async ({ body, caller, ip, services }) =>
      limitedPaymentCall('card', { uid: caller.uid, ip, card: body.paymentMethodId }, () => services.payments.createPaymentMethod(caller, body)),
  }),
});
