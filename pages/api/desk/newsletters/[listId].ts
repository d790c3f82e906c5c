import { ListIdParam, NewsletterListFields } from '@/lib/schemas/desk-newsletter';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', query: ListIdParam, handler: async ({ caller, query, services }) => services.siteContent.getDeskNewsletterList(caller.uid, query.listId) }),
  PUT: route({
    auth: 'required',
    query: ListIdParam,
    body: NewsletterListFields,
    handler: async ({ caller, query, body, services }) => services.siteContent.updateDeskNewsletterList(caller.uid, query.listId, body),
  }),
});
