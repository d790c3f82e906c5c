import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    auth: 'required',
    handler: async ({ caller, services }) => services.newsletters.getMemberNewsletters(caller),
  }),
});
