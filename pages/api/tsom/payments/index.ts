import { PaymentRequest } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { idempotencyKeyOf } from '@/lib/server/http/idempotency-key';
import { limitedPaymentCall } from '@/lib/server/http/payment-rate-limit';
import { paymentAuthRequired } from '@/lib/server/services/payment-errors';
import { createPayment } from '@/lib/server/services/payment-service';
import { paymentDeps } from '@/lib/server/services/payment-wiring';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: PaymentRequest,
    // Optional here so that a request without a token gets SPEC §8's 'Authentication required'.
    auth: 'optional',
    handler: async ({ body, caller, ip, req }) => {
      if (!caller) throw paymentAuthRequired();
      const deps = await paymentDeps();
      return limitedPaymentCall('charge', { uid: caller.uid, ip, card: body.paymentMethodId }, () =>
        createPayment(deps, caller, body, idempotencyKeyOf(req.headers['x-idempotency-key'])),
      );
    },
  }),
});
