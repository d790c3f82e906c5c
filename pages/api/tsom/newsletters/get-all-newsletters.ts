import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    rateLimit: { name: 'newsletters-list', points: 120, durationSeconds: 60 },
    handler: async ({ services }) => services.newsletters.listNewsletters(),
  }),
});
