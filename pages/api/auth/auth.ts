import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { serviceDeps } from '@/lib/server/members/member-deps';
import { sessionStatus } from '@/lib/server/auth/session-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: route({
    // Every page load of a returning browser asks once; generous, but a cap on cookie guessing.
    rateLimit: { name: 'auth-status', points: 120, durationSeconds: 60 },
    handler: async ({ req, res }) => sessionStatus(await serviceDeps(), sessionCookieJar(req, res)),
  }),
});
