import { CreatePaymentMethodBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitPaymentCall } from '@/lib/server/http/payment-rate-limit';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CreatePaymentMethodBody,
    auth: 'required',
    handler: async ({ body, caller, ip, services }) => {
      await limitPaymentCall('card', caller.uid, ip);
      return services.payments.createPaymentMethod(caller, body);
    },
  }),
});
