import { UpdateMemberBody } from '@/lib/schemas/member';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: UpdateMemberBody,
    auth: 'required',
    handler: async ({ body, caller, services }) => services.members.updateMember(caller, body),
  }),
});
