import { CollectionInput } from '@/lib/schemas/desk-collection';
import { IdParam } from '@/lib/schemas/site-content';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', query: IdParam, handler: async ({ caller, query, services }) => services.siteContent.getDeskCollection(caller.uid, query.id) }),
  PUT: route({
    auth: 'required',
    query: IdParam,
    body: CollectionInput,
    handler: async ({ caller, query, body, services }) => services.siteContent.updateDeskCollection(caller.uid, query.id, body),
  }),
  DELETE: route({ auth: 'required', query: IdParam, handler: async ({ caller, query, services }) => services.siteContent.deleteDeskCollection(caller.uid, query.id) }),
});
