import { EmbedChoicesQuery } from '@/lib/schemas/desk-embeds';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** The podcast episodes or quizzes a story can embed, narrowed by `q` (docs/api.md, "Desk: embeds"). */
export default apiRoute({
  GET: route({
    auth: 'required',
    query: EmbedChoicesQuery,
    handler: ({ caller, query, services }) => services.embeds.listEmbedChoices(caller.uid, query),
  }),
});
