import { UpdateSubscriptionBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { paymentDeps } from '@/lib/server/payments/payment-wiring';
import { updateSubscription } from '@/lib/server/payments/subscription-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: UpdateSubscriptionBody,
    auth: 'required',
    handler: async ({ body, caller }) => updateSubscription(await paymentDeps(), caller, body),
  }),
});
