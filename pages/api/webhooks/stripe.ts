import { apiRoute, route } from '@/lib/server/http/api-route';
import { receiveStripeWebhookFromConfig } from '@/lib/server/payments/stripe/stripe-webhook-wiring';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    rawBody: true,
    handler: async ({ rawBody, req }) => receiveStripeWebhookFromConfig(rawBody, req.headers['stripe-signature']),
  }),
});
