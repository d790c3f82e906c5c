import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { log } from './logger';

/**
 * The process's Prometheus metrics (decision 242), read by GET /api/metrics. Every counter lives
 * on globalThis: the custom server and each route bundle Next builds load this module separately,
 * and a counter per bundle would count a fraction of the requests each.
 */

type HttpLabels = 'method' | 'route' | 'status';
type PaymentLabels = 'provider' | 'operation' | 'outcome';

interface Metrics {
  registry: Registry;
  httpRequests: Counter<HttpLabels>;
  httpDuration: Histogram<'method' | 'route'>;
  payments: Counter<PaymentLabels>;
  rateLimitRefusals: Counter<'limit'>;
  errorReports: Counter<'source'>;
  errorForwards: Counter<'outcome'>;
  /** What each registered gauge reads at a scrape, by name; registering a name again replaces it. */
  gaugeReaders: Map<string, () => number | Promise<number>>;
}

const METRICS_KEY = Symbol.for('panui.metrics');
type GlobalWithMetrics = typeof globalThis & { [METRICS_KEY]?: Metrics };

function createMetrics(): Metrics {
  const registry = new Registry();
  // Process figures: CPU, memory, event-loop delay, garbage collection, open handles.
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: 'panui_http_requests_total',
      help: 'Requests answered, by method, route pattern and status (499: the client left first).',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'panui_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer ending, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    payments: new Counter({
      name: 'panui_payments_total',
      help: 'Charges and first subscription payments asked of the payment provider, by outcome: succeeded, declined (the card was refused) or failed (an error).',
      labelNames: ['provider', 'operation', 'outcome'],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'panui_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by the limit that refused them.',
      labelNames: ['limit'],
      registers: [registry],
    }),
    errorReports: new Counter({
      name: 'panui_error_reports_total',
      help: 'Errors recorded and grouped (decision 245), by source: browser (POST /api/logger) or server (an unexpected error in a page or API call).',
      labelNames: ['source'],
      registers: [registry],
    }),
    errorForwards: new Counter({
      name: 'panui_error_forwards_total',
      help: 'Errors sent on to the error tracker (SENTRY_DSN), by outcome: sent, failed (an error or a refusal) or dropped (too many waiting, or the tracker asked us to wait).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    gaugeReaders: new Map(),
  };
}

function metrics(): Metrics {
  const g = globalThis as GlobalWithMetrics;
  return (g[METRICS_KEY] ??= createMetrics());
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** One answered request; `route` is a pattern, never a URL, so ids do not multiply the series. */
export function countHttpRequest(method: string | undefined, route: string, status: number | 'aborted', seconds: number): void {
  const verb = method && METHODS.has(method) ? method : 'OTHER';
  const { httpRequests, httpDuration } = metrics();
  httpRequests.inc({ method: verb, route, status: status === 'aborted' ? '499' : String(status) });
  httpDuration.observe({ method: verb, route }, seconds);
}

/** `authentication`: the bank asked the cardholder to confirm (3-D Secure, decision 230); the confirmation is counted apart. */
export type PaymentOutcome = 'succeeded' | 'declined' | 'failed' | 'authentication';

export function countPayment(provider: string, operation: 'charge' | 'subscription', outcome: PaymentOutcome): void {
  metrics().payments.inc({ provider, operation, outcome });
}

export function countRateLimitRefusal(limit: string): void {
  metrics().rateLimitRefusals.inc({ limit });
}

export function countErrorReport(source: 'browser' | 'server'): void {
  metrics().errorReports.inc({ source });
}

export type ErrorForwardOutcome = 'sent' | 'failed' | 'dropped';

export function countErrorForward(outcome: ErrorForwardOutcome): void {
  metrics().errorForwards.inc({ outcome });
}

/**
 * A gauge read at each scrape, e.g. the outbox's depth:
 * `registerGauge('panui_outbox_depth', 'Messages waiting to be sent.', () => outbox.depth())`.
 * Registering the same name again (each route bundle may) replaces how it is read. A read that
 * fails is logged and the gauge keeps its last value, so one broken gauge does not lose the scrape.
 */
export function registerGauge(name: string, help: string, read: () => number | Promise<number>): void {
  const { registry, gaugeReaders } = metrics();
  const known = gaugeReaders.has(name);
  gaugeReaders.set(name, read);
  if (known) return;
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      try {
        const value = await gaugeReaders.get(name)?.();
        if (typeof value === 'number' && Number.isFinite(value)) this.set(value);
      } catch (error) {
        log().warn({ err: error, gauge: name }, `Metrics: could not read ${name}`);
      }
    },
  });
}

/** The exposition text Prometheus reads, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
