import { SignOutEverywhereBody } from '@/lib/schemas/profile';
import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: SignOutEverywhereBody,
    auth: 'required',
    handler: async ({ caller, req, res, services }) => services.auth.signOutEverywhere(caller, sessionCookieJar(req, res)),
  }),
});
