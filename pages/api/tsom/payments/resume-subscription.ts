import { ResumeSubscriptionBody } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { paymentDeps } from '@/lib/server/payments/payment-wiring';
import { resumeSubscription } from '@/lib/server/payments/subscription-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ResumeSubscriptionBody,
    auth: 'required',
    handler: async ({ body, caller }) => resumeSubscription(await paymentDeps(), caller, body),
  }),
});
