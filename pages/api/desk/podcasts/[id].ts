import { PodcastSeriesInput } from '@/lib/schemas/desk-podcast';
import { IdParam } from '@/lib/schemas/site-content';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', query: IdParam, handler: async ({ caller, query, services }) => services.siteContent.getDeskPodcastSeries(caller.uid, query.id) }),
  PUT: route({
    auth: 'required',
    query: IdParam,
    body: PodcastSeriesInput,
    handler: async ({ caller, query, body, services }) => services.siteContent.updateDeskPodcastSeries(caller.uid, query.id, body),
  }),
});
