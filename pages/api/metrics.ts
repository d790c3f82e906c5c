import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

// For Prometheus (docs/operations.md, "Metrics"): this instance's counters as exposition text,
// with the METRICS_TOKEN bearer token; 404 while METRICS_TOKEN is unset.
export default apiRoute({
  GET: route({
    streamed: true,
    handler: ({ req, res, services }) => services.observability.sendMetrics(req.headers.authorization, res),
  }),
});
