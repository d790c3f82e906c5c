import { MemberTypeBody } from '@/lib/schemas/member';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: MemberTypeBody,
    // Anyone may ask (SPEC §6), so this is also a way to test whether an email is a member: kept slow.
    rateLimit: { name: 'members-type', points: 10, durationSeconds: 60 },
    handler: async ({ body, services }) => services.members.getMemberType(body.email),
  }),
});
