import { TvShowInput } from '@/lib/schemas/desk-tv-show';
import { IdParam } from '@/lib/schemas/site-content';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', query: IdParam, handler: async ({ caller, query, services }) => services.siteContent.getDeskTvShow(caller.uid, query.id) }),
  PUT: route({ auth: 'required', query: IdParam, body: TvShowInput, handler: async ({ caller, query, body, services }) => services.siteContent.updateDeskTvShow(caller.uid, query.id, body) }),
});
