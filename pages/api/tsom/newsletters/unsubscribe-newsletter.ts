import { UnsubscribeNewsletterBody } from '@/lib/schemas/newsletter';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: UnsubscribeNewsletterBody,
    auth: 'required',
    handler: async ({ body, caller, services }) => services.newsletters.unsubscribeNewsletter(caller, body),
  }),
});
