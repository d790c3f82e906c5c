import { NewsletterTokenBody } from '@/lib/schemas/newsletter';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { newsletterDeps } from '@/lib/server/newsletters/newsletter-deps';
import { resubscribeByToken } from '@/lib/server/newsletters/newsletter-link-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: NewsletterTokenBody,
    rateLimit: { name: 'newsletters-links', points: 60, durationSeconds: 600 },
    handler: async ({ body, ip }) => resubscribeByToken(await newsletterDeps(), body.token, ip),
  }),
});
