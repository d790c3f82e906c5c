import { ClientLogEntry } from '@/lib/schemas/client-log';
import { getConfig, ownHosts } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { recordClientLog } from '@/lib/server/services/client-log-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: ClientLogEntry,
    rateLimit: { name: 'logger', points: 30, durationSeconds: 60 },
    status: 201,
    handler: async ({ body, req }) =>
      recordClientLog(await getDb(), body, {
        ownHosts: ownHosts(getConfig()),
        headerUserAgent: req.headers['user-agent'],
        headerReferrer: req.headers.referer,
      }),
  }),
});
