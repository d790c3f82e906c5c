import { CheckSubscriptionBody } from '@/lib/schemas/newsletter';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CheckSubscriptionBody,
    auth: 'required',
    handler: async ({ body, caller, services }) => services.newsletters.checkSubscriptionStatus(caller, body),
  }),
});
