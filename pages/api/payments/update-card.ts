import { PayWithCardUpdateLinkBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { limitedPaymentCall } from '@/lib/server/http/payment-rate-limit';

export const config = { api: { bodyParser: false } };

// The update-card link of a failed-renewal notice (decision 233): the signed token is what lets
// the supporter in, no sign-in needed; a signed-in member may use only their own.
export default apiRoute({
  POST: route({
    body: PayWithCardUpdateLinkBody,
    auth: 'optional',
    rateLimit: { name: 'update-card-link', points: 30, durationSeconds: 600 },
    handler: async ({ body, caller, ip, services }) =>
      limitedPaymentCall('charge', { uid: caller?.uid ?? `link:${body.token.slice(0, 40)}`, ip, card: body.paymentMethodId }, () => services.payments.payWithCardUpdateLink(caller, body)),
  }),
});
