import { reportClientError } from '@/lib/api/report-client-error';
import type { AnalyticsEventInput } from '@/lib/schemas/analytics-event';

/**
 * Records an analytics event (SPEC §7 POST /api/analytics/track-event). `keepalive` lets it
 * finish while the reader leaves the page. Analytics must never break reading: failures are
 * reported to /api/logger and never thrown.
 */
export function trackEvent(eventName: string, data: Record<string, unknown> = {}, email?: string): void {
  try {
    const body: AnalyticsEventInput = { eventName, eventData: JSON.stringify(data), ...(email ? { email } : {}) };
    fetch('/api/analytics/track-event', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    })
      .then((res) => {
        if (!res.ok) reportClientError(`Analytics event ${eventName} was refused with status ${res.status}`);
      })
      .catch((error: unknown) => reportClientError(`Analytics event ${eventName} could not be sent`, error));
  } catch (error) {
    // JSON.stringify throws on a cycle or a BigInt in `data`.
    reportClientError(`Analytics event ${eventName} could not be sent`, error);
  }
}
