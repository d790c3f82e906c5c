import { GetMemberQuery } from '@/lib/schemas/member';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    query: GetMemberQuery,
    auth: 'required',
    handler: async ({ query, caller, services }) => services.members.getMember(caller, query),
  }),
});
