import { StoryIdQuery, UpdateStoryBody } from '@/lib/schemas/desk-story';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({
    query: StoryIdQuery,
    auth: 'required',
    handler: async ({ query, caller, services }) => services.stories.getDeskStory(caller.uid, query.id),
  }),
  PUT: route({
    query: StoryIdQuery,
    body: UpdateStoryBody,
    auth: 'required',
    handler: async ({ query, body, caller, services }) => services.stories.updateStory(caller.uid, query.id, body),
  }),
});
