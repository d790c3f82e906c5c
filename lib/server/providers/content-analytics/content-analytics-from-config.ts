import type { Config } from '../../config';
import type { ContentAnalytics } from './content-analytics';
import { createHttpContentAnalytics } from './http-content-analytics';

/** The configured service, or null when its URL and key are not set (related content then comes from the database). */
export function contentAnalyticsFromConfig(config: Pick<Config, 'CONTENT_ANALYTICS_URL' | 'CONTENT_ANALYTICS_API_KEY'>): ContentAnalytics | null {
  if (!config.CONTENT_ANALYTICS_URL || !config.CONTENT_ANALYTICS_API_KEY) return null;
  return createHttpContentAnalytics({ baseUrl: config.CONTENT_ANALYTICS_URL, apiKey: config.CONTENT_ANALYTICS_API_KEY });
}
