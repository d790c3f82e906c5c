import { LoginBody } from '@/lib/schemas/auth';
import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { LOGIN_LIMIT } from '@/lib/server/http/shared-address-limits';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: LoginBody,
    rateLimit: LOGIN_LIMIT,
    handler: async ({ body, req, res, services }) => services.auth.login(sessionCookieJar(req, res), body.token),
  }),
});
