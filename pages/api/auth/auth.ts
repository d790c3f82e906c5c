import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({
    // Every page load of a returning browser asks once; generous, but a cap on cookie guessing.
    rateLimit: { name: 'auth-status', points: 120, durationSeconds: 60 },
    handler: async ({ req, res, services }) => services.auth.sessionStatus(sessionCookieJar(req, res)),
  }),
});
