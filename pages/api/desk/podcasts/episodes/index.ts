import { PodcastEpisodeInput } from '@/lib/schemas/desk-podcast';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({ auth: 'required', body: PodcastEpisodeInput, status: 201, handler: async ({ caller, body, services }) => services.siteContent.createDeskPodcastEpisode(caller.uid, body) }),
});
