import { SignOutEverywhereBody } from '@/lib/schemas/profile';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { signOutEverywhere } from '@/lib/server/auth/sign-out-everywhere-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: SignOutEverywhereBody,
    auth: 'required',
    handler: async ({ caller, req, res }) => signOutEverywhere({ auth: adminAuth() }, caller, sessionCookieJar(req, res)),
  }),
});
