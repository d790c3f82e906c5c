import { MemberUidQuery } from '@/lib/schemas/desk-members';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

/** One member's record: profile, money, newsletters, comments (docs/api.md, "Desk: members"); administrators only. */
export default apiRoute({
  GET: route({
    query: MemberUidQuery,
    auth: 'required',
    handler: async ({ query, caller, services }) => services.memberDirectory.record(caller.uid, query.uid),
  }),
});
