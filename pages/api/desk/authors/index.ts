import { AuthorInput } from '@/lib/schemas/desk-author';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', handler: async ({ caller, services }) => services.siteContent.listDeskAuthors(caller.uid) }),
  POST: route({ auth: 'required', body: AuthorInput, status: 201, handler: async ({ caller, body, services }) => services.siteContent.createDeskAuthor(caller.uid, body) }),
});
