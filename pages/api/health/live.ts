import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

// Liveness for the container platform (docs/operations.md): 200 whenever the process answers
// HTTP at all. It asks nothing else, not even the rate limiter (which may use Redis): a platform
// restarts an instance whose liveness fails, and a dependency's outage must not restart them all.
export default apiRoute({
  GET: route({
    cacheControl: 'no-store',
    handler: async () => ({ status: 'live' }),
  }),
});
