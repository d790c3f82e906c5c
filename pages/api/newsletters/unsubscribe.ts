import { z } from 'zod';
import { text } from '@/lib/schemas/text';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

// Whatever the query holds, the answer is the same: a bad token must not be told apart from a good one.
const TokenQuery = z.object({ token: text().max(2_000).optional() }).catch({});

export default apiRoute({
  // The List-Unsubscribe URL opened in a browser: the page, which asks before doing anything
  // (link scanners open every URL in an email).
  GET: route({
    query: TokenQuery,
    status: 303,
    handler: async ({ query, res }) => {
      res.setHeader('Location', `/newsletters/unsubscribe${query.token ? `?token=${encodeURIComponent(query.token)}` : ''}`);
      return { redirect: true };
    },
  }),
  // RFC 8058 one-click: no cookie, no CSRF token, no rate limit (mail providers post from a few
  // addresses for millions of readers); the signed token alone decides, and the answer is always 200.
  POST: route({
    query: TokenQuery,
    rawBody: true,
    // A webmail page may post it from its own origin; the signed token is the whole authority.
    allowCrossSite: true,
    handler: async ({ query, services }) => services.newsletters.oneClickUnsubscribe(query.token),
  }),
});
