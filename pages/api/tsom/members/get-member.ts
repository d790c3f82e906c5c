import { GetMemberQuery } from '@/lib/schemas/member';
import { getDb } from '@/lib/server/db/client';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { getMember } from '@/lib/server/members/member-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    query: GetMemberQuery,
    auth: 'required',
    handler: async ({ query, caller }) => getMember(await getDb(), caller, query),
  }),
});
