import { CreateStoryBody, ListStoriesQuery } from '@/lib/schemas/desk-story';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({
    query: ListStoriesQuery,
    auth: 'required',
    handler: async ({ query, caller, services }) => services.stories.listDeskStories(caller.uid, query),
  }),
  POST: route({
    body: CreateStoryBody,
    auth: 'required',
    status: 201,
    handler: async ({ body, caller, services }) => services.stories.createStory(caller.uid, body),
  }),
});
