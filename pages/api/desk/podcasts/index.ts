import { PodcastSeriesInput } from '@/lib/schemas/desk-podcast';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', handler: async ({ caller, services }) => services.siteContent.listDeskPodcastSeries(caller.uid) }),
  POST: route({ auth: 'required', body: PodcastSeriesInput, status: 201, handler: async ({ caller, body, services }) => services.siteContent.createDeskPodcastSeries(caller.uid, body) }),
});
