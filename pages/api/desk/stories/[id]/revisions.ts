import { StoryIdQuery } from '@/lib/schemas/desk-story';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({
    query: StoryIdQuery,
    auth: 'required',
    handler: async ({ query, caller, services }) => services.stories.listStoryRevisions(caller.uid, query.id),
  }),
});
