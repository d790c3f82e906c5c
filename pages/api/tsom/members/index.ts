import { CreateMemberBody } from '@/lib/schemas/member';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { consumeRateLimit } from '@/lib/server/http/rate-limit';
import { MEMBER_CREATE_LIMIT, MEMBER_CREATE_PER_USER_LIMIT, MEMBER_CREATE_WITHOUT_TOKEN_LIMIT } from '@/lib/server/http/shared-address-limits';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: CreateMemberBody,
    auth: 'optional',
    rateLimit: MEMBER_CREATE_LIMIT,
    handler: async ({ body, caller, ip, services }) => {
      if (caller) await consumeRateLimit(MEMBER_CREATE_PER_USER_LIMIT, caller.uid);
      else await consumeRateLimit(MEMBER_CREATE_WITHOUT_TOKEN_LIMIT, ip);
      return services.members.createMember(caller, body);
    },
  }),
});
