import { type ContentAnalytics, ContentAnalyticsError, type RelatedQuery } from './content-analytics';
import { relatedPostIds } from './related-payload';

export interface HttpContentAnalyticsOptions {
  /** The service's base URL; the call is `{baseUrl}/related` (decision 289). */
  baseUrl: string;
  apiKey: string;
  /** Each attempt is given up after this long, so a slow service cannot stall a page. */
  timeoutMs?: number;
  /** Attempts of one related call (SPEC §7: retried up to 3 times). */
  relatedAttempts?: number;
  /** Pause before the second attempt, doubled before each later one. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

export const CONTENT_ANALYTICS_TIMEOUT_MS = 2_000;
export const RELATED_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** yyyy-MM-dd in UTC: the service filters by day. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The content-analytics service over HTTP (SPEC §7). */
export function createHttpContentAnalytics(options: HttpContentAnalyticsOptions): ContentAnalytics {
  const { apiKey, timeoutMs = CONTENT_ANALYTICS_TIMEOUT_MS, relatedAttempts = RELATED_ATTEMPTS, retryDelayMs = 100 } = options;
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  async function getJson(path: string, params: Record<string, string | undefined>): Promise<unknown> {
    const url = new URL(path, base);
    url.searchParams.set('apikey', apiKey);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
    let res: Response;
    try {
      res = await doFetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      // The URL carries the key: say which call failed without it.
      // Checked by name: the DOMException may come from another realm (undici's).
      const timedOut = typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : String(error);
      throw new ContentAnalyticsError(`Content analytics ${path} failed: ${reason}`);
    }
    if (!res.ok) {
      // Free the connection; not awaited, as a body stream that never settles must not hold us.
      res.body?.cancel().catch(() => undefined);
      throw new ContentAnalyticsError(`Server responded with status ${res.status}`, res.status);
    }
    try {
      return (await res.json()) as unknown;
    } catch {
      throw new ContentAnalyticsError(`Content analytics ${path} answered something that is not JSON`);
    }
  }

  async function relatedOnce(query: RelatedQuery): Promise<number[]> {
    const body = await getJson('related', {
      uuid: query.uuid,
      exclude: query.exclude.join(','),
      pub_date_start: isoDay(query.pubDateStart),
      section: query.section,
    });
    const ids = relatedPostIds(body);
    if (!ids) throw new ContentAnalyticsError('Content analytics related answered without a data list');
    return ids;
  }

  return {
    async related(query) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= relatedAttempts; attempt++) {
        if (attempt > 1) await sleep(retryDelayMs * 2 ** (attempt - 2));
        try {
          return await relatedOnce(query);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
