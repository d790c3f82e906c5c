import { MemberListQuery } from '@/lib/schemas/desk-members';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** A page of members, filtered and searched (docs/api.md, "Desk: members"); administrators only. */
export default apiRoute({
  GET: route({
    query: MemberListQuery,
    auth: 'required',
    handler: async ({ query, caller, services }) => services.memberDirectory.list(caller.uid, query),
  }),
});
