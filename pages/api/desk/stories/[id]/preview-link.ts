import { z } from 'zod';
import { ArticleIdText } from '@/lib/schemas/article-id';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

const StoryIdQuery = z.object({ id: ArticleIdText }).strict();

/** POST: a signed link that shows the story, whatever its status, until it expires (docs/api.md, Desk). */
export default apiRoute({
  POST: route({
    auth: 'required',
    query: StoryIdQuery,
    rateLimit: { name: 'desk-preview-link', points: 60, durationSeconds: 60 },
    handler: async ({ caller, query, services }) => services.publishing.createPreviewLink(caller, query.id),
  }),
});
