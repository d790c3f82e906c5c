import { CreatePaymentMethodBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitPaymentCall } from '@/lib/server/http/payment-rate-limit';
import { createPaymentMethod } from '@/lib/server/payments/payment-method-service';
import { paymentDeps } from '@/lib/server/payments/payment-wiring';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CreatePaymentMethodBody,
    auth: 'required',
    handler: async ({ body, caller, ip }) => {
      await limitPaymentCall('card', caller.uid, ip);
      return createPaymentMethod(await paymentDeps(), caller, body);
    },
  }),
});
