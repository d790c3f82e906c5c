import { CheckSubscriptionBody } from '@/lib/schemas/newsletter';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { newsletterDeps } from '@/lib/server/newsletters/newsletter-deps';
import { checkSubscriptionStatus } from '@/lib/server/newsletters/newsletter-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CheckSubscriptionBody,
    auth: 'required',
    handler: async ({ body, caller }) => checkSubscriptionStatus(await newsletterDeps(), caller, body),
  }),
});
