import { NewsletterTokenBody } from '@/lib/schemas/newsletter';
import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: NewsletterTokenBody,
    rateLimit: { name: 'newsletters-links', points: 60, durationSeconds: 600 },
    handler: async ({ body, ip, services }) => services.newsletters.resubscribeByToken(body.token, ip),
  }),
});
