import { SignoutBody } from '@/lib/schemas/auth';
import { sessionCookieJar } from '@/lib/server/auth/session-cookie';
import { apiRoute, route } from '@/lib/server/http/api-route';
import type { RateLimit } from '@/lib/server/http/rate-limit';

export const config = { api: { bodyParser: false } };

// The session is the cookie's: a bearer token, stale or not, is not read, so signing out cannot fail on it.
const rateLimit: RateLimit = { name: 'auth-signout', points: 60, durationSeconds: 60 };

export default apiRoute({
  GET: route({ rateLimit, handler: async ({ req, res, services }) => services.auth.signOut(sessionCookieJar(req, res)) }),
  POST: route({ body: SignoutBody, rateLimit, handler: async ({ req, res, services }) => services.auth.signOut(sessionCookieJar(req, res)) }),
});
