import { HomeCollectionsInput } from '@/lib/schemas/desk-collection';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: route({
    auth: 'required',
    body: HomeCollectionsInput,
    handler: async ({ caller, body, services }) => services.siteContent.setHomeCollections(caller.uid, body),
  }),
});
