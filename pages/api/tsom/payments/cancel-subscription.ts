import { CancelSubscriptionBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { paymentDeps } from '@/lib/server/payments/payment-wiring';
import { cancelSubscription } from '@/lib/server/payments/subscription-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CancelSubscriptionBody,
    auth: 'required',
    handler: async ({ body, caller }) => cancelSubscription(await paymentDeps(), caller, body),
  }),
});
