import { CreatePaymentMethodBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitedPaymentCall } from '@/lib/server/http/payment-rate-limit';
import { createPaymentMethod } from '@/lib/server/services/payment-method-service';
import { paymentDeps } from '@/lib/server/services/payment-wiring';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CreatePaymentMethodBody,
    auth: 'required',
    handler: async ({ body, caller, ip }) => {
      const deps = await paymentDeps();
      return limitedPaymentCall('card', { uid: caller.uid, ip, card: body.paymentMethodId }, () => createPaymentMethod(deps, caller, body));
    },
  }),
});
