import { TvShowInput } from '@/lib/schemas/desk-tv-show';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', handler: async ({ caller, services }) => services.siteContent.listDeskTvShows(caller.uid) }),
  POST: route({ auth: 'required', body: TvShowInput, status: 201, handler: async ({ caller, body, services }) => services.siteContent.createDeskTvShow(caller.uid, body) }),
});
