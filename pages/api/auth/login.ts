import { LoginBody } from '@/lib/schemas/auth';
import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { serviceDeps } from '@/lib/server/members/member-deps';
import { login } from '@/lib/server/auth/session-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: LoginBody,
    rateLimit: { name: 'auth-login', points: 30, durationSeconds: 60 },
    handler: async ({ body, req, res }) => login(await serviceDeps(), sessionCookieJar(req, res), body.token),
  }),
});
