import { NewNewsletterList } from '@/lib/schemas/desk-newsletter';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', handler: async ({ caller, services }) => services.siteContent.listDeskNewsletterLists(caller.uid) }),
  POST: route({ auth: 'required', body: NewNewsletterList, status: 201, handler: async ({ caller, body, services }) => services.siteContent.createDeskNewsletterList(caller.uid, body) }),
});
