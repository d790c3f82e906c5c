import { randomUUID } from 'node:crypto';
import { log } from '../../observability/logger';
import { countErrorForward } from '../../observability/metrics';
import type { ErrorForwarder, ErrorReport } from './error-forwarder';
import type { SentryDsn } from './sentry-dsn';

export interface SentryForwarderOptions {
  dsn: SentryDsn;
  /** Sentry's `environment` (NODE_ENV). */
  environment: string;
  /** The site's address (SITE_URL): its host is Sentry's `server_name`, and a path is made a URL on it. */
  siteUrl: string;
  /** How long one send may take before it is abandoned. */
  timeoutMs?: number;
  /** Sends under way at once; a report beyond them is dropped, so an outage cannot pile up memory. */
  maxInFlight?: number;
  /** How long to stop sending after a 429 without Retry-After. */
  defaultBackoffMs?: number;
  now?: () => number;
}

export interface SentryForwarder extends ErrorForwarder {
  /** Resolves once every send under way has ended (tests; a graceful stop). */
  idle(): Promise<void>;
}

const CLIENT = 'panui/1.0';

/** The event Sentry's store and envelope APIs take, grouped by our fingerprint so Sentry's groups are ours. */
function sentryEvent(report: ErrorReport, options: SentryForwarderOptions) {
  const { sample } = report;
  return {
    event_id: randomUUID().replaceAll('-', ''),
    timestamp: report.at.getTime() / 1000,
    platform: report.source === 'browser' ? 'javascript' : 'node',
    level: 'error',
    logger: `panui.${report.source}`,
    environment: options.environment,
    server_name: new URL(options.siteUrl).hostname,
    fingerprint: [report.fingerprint],
    ...(sample.path ? { transaction: sample.path } : {}),
    exception: { values: [{ type: report.errorName ?? 'Error', value: sample.message }] },
    tags: { source: report.source },
    ...(sample.path || sample.userAgent ? { request: { ...(sample.path ? { url: new URL(sample.path, options.siteUrl).href } : {}), headers: sample.userAgent ? { 'User-Agent': sample.userAgent } : {} } } : {}),
    extra: { firstFrame: report.firstFrame, callstack: sample.callstack, requestId: sample.requestId, referrer: sample.referrer },
  };
}

/** An envelope of one event: its header, the item's header and the event, one JSON text a line. */
function envelopeOf(event: ReturnType<typeof sentryEvent>, dsn: SentryDsn, sentAt: Date): string {
  const header = { event_id: event.event_id, sent_at: sentAt.toISOString(), dsn: dsn.dsn };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Sends each error to a Sentry-compatible envelope endpoint with fetch (decision 246): no SDK, so
 * nothing patches Node or the browser bundle. Each send runs in the background with a time limit;
 * at most `maxInFlight` at once, and none for as long as a 429 asks. Every outcome is counted
 * (panui_error_forwards_total); failures are logged at `warn`, never thrown.
 */
export function createSentryForwarder(options: SentryForwarderOptions): SentryForwarder {
  const { dsn, timeoutMs = 5_000, maxInFlight = 20, defaultBackoffMs = 60_000, now = Date.now } = options;
  const inFlight = new Set<Promise<void>>();
  let pausedUntil = 0;

  async function send(report: ErrorReport): Promise<void> {
    try {
      const response = await fetch(dsn.envelopeUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-sentry-envelope',
          'X-Sentry-Auth': `Sentry sentry_version=7, sentry_client=${CLIENT}, sentry_key=${dsn.publicKey}`,
        },
        body: envelopeOf(sentryEvent(report, options), dsn, new Date(now())),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        countErrorForward('sent');
        return;
      }
      if (response.status === 429) pausedUntil = now() + (retryAfterMs(response.headers.get('retry-after'), now()) ?? defaultBackoffMs);
      countErrorForward('failed');
      log().warn({ status: response.status, fingerprint: report.fingerprint }, `Errors: the error tracker refused a report (${response.status})`);
    } catch (error) {
      countErrorForward('failed');
      log().warn({ err: error, fingerprint: report.fingerprint }, 'Errors: could not reach the error tracker');
    }
  }

  return {
    forward(report) {
      if (now() < pausedUntil || inFlight.size >= maxInFlight) {
        countErrorForward('dropped');
        return;
      }
      const sending = send(report).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
