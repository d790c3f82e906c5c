import { SitePageInput, SitePageSlugParam } from '@/lib/schemas/desk-site-page';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({ auth: 'required', query: SitePageSlugParam, handler: async ({ caller, query, services }) => services.sitePages.getDeskSitePage(caller.uid, query.slug) }),
  PUT: route({
    auth: 'required',
    query: SitePageSlugParam,
    body: SitePageInput,
    handler: async ({ caller, query, body, services }) => services.sitePages.saveDeskSitePage(caller.uid, query.slug, body),
  }),
});
