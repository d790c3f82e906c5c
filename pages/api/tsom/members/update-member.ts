import { UpdateMemberBody } from '@/lib/schemas/member';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { updateMember } from '@/lib/server/members/member-service';
import { serviceDeps } from '@/lib/server/members/member-deps';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: UpdateMemberBody,
    auth: 'required',
    handler: async ({ body, caller }) => updateMember(await serviceDeps(), caller, body),
  }),
});
