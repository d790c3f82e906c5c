import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

// For the load balancer or the container platform (docs/operations.md): 200 while the database
// answers, 503 when it does not, never cached.
export default apiRoute({
  GET: route({
    rateLimit: { name: 'health', points: 600, durationSeconds: 60 },
    cacheControl: 'no-store',
    handler: ({ services }) => services.health.checkReadiness(),
  }),
});
