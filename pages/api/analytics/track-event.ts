import { AnalyticsEventBody } from '@/lib/schemas/analytics-event';
import { getDb } from '@/lib/server/db/client';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { recordAnalyticsEvent } from '@/lib/server/services/analytics-event-service';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    body: AnalyticsEventBody,
    auth: 'optional',
    rateLimit: { name: 'track-event', points: 120, durationSeconds: 60 },
    status: 201,
    handler: async ({ body, caller }) => recordAnalyticsEvent(await getDb(), body, caller),
  }),
});
