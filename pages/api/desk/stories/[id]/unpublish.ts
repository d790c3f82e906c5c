import { StoryIdQuery, StoryRevisionBody } from '@/lib/schemas/desk-story';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    query: StoryIdQuery,
    body: StoryRevisionBody,
    auth: 'required',
    handler: async ({ query, body, caller, services }) => services.stories.unpublishStory(caller.uid, query.id, body),
  }),
});
