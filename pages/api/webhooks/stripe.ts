import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    rawBody: true,
    handler: async ({ rawBody, req, services }) => services.payments.receiveStripeWebhook(rawBody, req.headers['stripe-signature']),
  }),
});
