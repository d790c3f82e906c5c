import { LoginBody } from '@/lib/schemas/auth';
import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { LOGIN_LIMIT } from '@/lib/server/http/shared-address-limits';
import { serviceDeps } from '@/lib/server/services/service-deps';
import { login } from '@/lib/server/services/session-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: LoginBody,
    rateLimit: LOGIN_LIMIT,
    handler: async ({ body, req, res }) => login(await serviceDeps(), sessionCookieJar(req, res), body.token),
  }),
});
