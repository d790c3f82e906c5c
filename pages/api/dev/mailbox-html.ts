import { DevMailboxQuery } from '@/lib/schemas/dev-mailbox';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

// The email's own HTML may carry anything a sender wrote: it gets no script, no form, no plugin
// and an origin of its own (CSP sandbox, as well as the frame's sandbox attribute), and may load
// only pictures and its inline styles. Unlike every other response it may be framed, by our own
// /dev/mailbox only (the site's headers say DENY).
const EMAIL_CSP = "sandbox; default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; font-src http: https: data:; frame-ancestors 'self'";

/** GET /api/dev/mailbox-html?file=…|sample=…: what /dev/mailbox's frame shows. 404 unless the dev mailbox is in use (docs/api.md). */
export default apiRoute({
  GET: route({
    query: DevMailboxQuery,
    streamed: true,
    handler: async ({ query, services, res }) => {
      const html = await services.devMailbox.html(query);
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Security-Policy', EMAIL_CSP);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.end(html);
    },
  }),
});
