import { CollectionInput } from '@/lib/schemas/desk-collection';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', handler: async ({ caller, services }) => services.siteContent.listDeskCollections(caller.uid) }),
  POST: route({
    auth: 'required',
    body: CollectionInput,
    status: 201,
    handler: async ({ caller, body, services }) => services.siteContent.createDeskCollection(caller.uid, body),
  }),
});
