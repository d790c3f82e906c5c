import { PaymentRequest } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { idempotencyKeyOf } from '@/lib/server/http/idempotency-key';
import { limitedPaymentCall } from '@/lib/server/http/payment-rate-limit';
import { paymentAuthRequired } from '@/lib/server/payments/payment-errors';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: PaymentRequest,
    // Optional here so that a request without a token gets SPEC §8's 'Authentication required'.
    auth: 'optional',
    handler: async ({ body, caller, ip, req, services }) => {
      if (!caller) throw paymentAuthRequired();
      return limitedPaymentCall('charge', { uid: caller.uid, ip, card: body.paymentMethodId }, () =>
        services.payments.createPayment(caller, body, idempotencyKeyOf(req.headers['x-idempotency-key'])),
      );
    },
  }),
});
