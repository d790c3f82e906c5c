import { getDb } from '@/lib/server/db/client';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { listNewsletters } from '@/lib/server/newsletters/newsletter-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    rateLimit: { name: 'newsletters-list', points: 120, durationSeconds: 60 },
    handler: async () => listNewsletters(await getDb()),
  }),
});
