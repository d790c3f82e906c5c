import { MemberTypeBody } from '@/lib/schemas/member';
import { getDb } from '@/lib/server/db/client';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { MEMBER_TYPE_LIMIT } from '@/lib/server/http/shared-address-limits';
import { getMemberType } from '@/lib/server/services/member-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: MemberTypeBody,
    rateLimit: MEMBER_TYPE_LIMIT,
    handler: async ({ body }) => getMemberType(await getDb(), body.email),
  }),
});
