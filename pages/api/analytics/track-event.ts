import { AnalyticsEventBody } from '@/lib/schemas/analytics-event';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { consumeRateLimit } from '@/lib/server/http/rate-limit';

export const config = { api: { bodyParser: false } };

// What one client may store in a day, counted in KB of eventData (at least 1 per event): 8 MB,
// thousands of ordinary events, and a bound on a script posting 10 KB events all day.
const KB_PER_CLIENT_PER_DAY = { name: 'track-event-daily-kb', points: 8_192, durationSeconds: 86_400 };

export default apiRoute({
  POST: route({
    body: AnalyticsEventBody,
    auth: 'optional',
    // session_end goes by navigator.sendBeacon, which sends text/plain.
    beacon: true,
    rateLimit: { name: 'track-event', points: 120, durationSeconds: 60 },
    status: 201,
    handler: async ({ body, caller, ip, services }) => {
      await consumeRateLimit(KB_PER_CLIENT_PER_DAY, ip, Math.max(1, Math.ceil(Buffer.byteLength(JSON.stringify(body.eventData)) / 1024)));
      return services.tracking.recordAnalyticsEvent(body, caller);
    },
  }),
});
