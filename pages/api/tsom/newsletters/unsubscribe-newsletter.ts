import { UnsubscribeNewsletterBody } from '@/lib/schemas/newsletter';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { newsletterDeps } from '@/lib/server/newsletters/newsletter-deps';
import { unsubscribeNewsletter } from '@/lib/server/newsletters/newsletter-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: UnsubscribeNewsletterBody,
    auth: 'required',
    handler: async ({ body, caller }) => unsubscribeNewsletter(await newsletterDeps(), caller, body),
  }),
});
