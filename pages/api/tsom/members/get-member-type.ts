import { MemberTypeBody } from '@/lib/schemas/member';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { MEMBER_TYPE_LIMIT } from '@/lib/server/http/shared-address-limits';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: MemberTypeBody,
    rateLimit: MEMBER_TYPE_LIMIT,
    handler: async ({ body, services }) => services.members.getMemberType(body.email),
  }),
});
