import { ClientLogEntry } from '@/lib/schemas/client-log';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { consumeRateLimit } from '@/lib/server/http/rate-limit';

export const config = { api: { bodyParser: false } };

// Each report is at most ~15 KB (ClientLogEntry's caps); 300 a day bounds what one client can store.
const PER_CLIENT_PER_DAY = { name: 'logger-daily', points: 300, durationSeconds: 86_400 };

export default apiRoute({
  POST: route({
    body: ClientLogEntry,
    rateLimit: { name: 'logger', points: 30, durationSeconds: 60 },
    status: 201,
    handler: async ({ body, req, ip, services }) => {
      await consumeRateLimit(PER_CLIENT_PER_DAY, ip);
      return services.errorReports.recordClientError(body, {
        headerUserAgent: req.headers['user-agent'],
        headerReferrer: req.headers.referer,
      });
    },
  }),
});
