import { DeleteMemberBody } from '@/lib/schemas/profile';
import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: DeleteMemberBody,
    auth: 'required',
    handler: async ({ caller, req, res, services }) => services.members.deleteMember(caller, sessionCookieJar(req, res)),
  }),
});
