import { LoginBody } from '@/lib/schemas/auth';
import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: LoginBody,
    rateLimit: { name: 'auth-login', points: 30, durationSeconds: 60 },
    handler: async ({ body, req, res, services }) => services.auth.login(sessionCookieJar(req, res), body.token),
  }),
});
