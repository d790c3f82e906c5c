import { PauseSubscriptionBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { paymentDeps } from '@/lib/server/payments/payment-wiring';
import { pauseSubscription } from '@/lib/server/payments/subscription-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: PauseSubscriptionBody,
    auth: 'required',
    handler: async ({ body, caller }) => pauseSubscription(await paymentDeps(), caller, body),
  }),
});
