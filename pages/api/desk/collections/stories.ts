import { StorySearchQuery } from '@/lib/schemas/desk-collection';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', query: StorySearchQuery, handler: async ({ caller, query, services }) => services.siteContent.searchStoriesForCollection(caller.uid, query.q) }),
});
