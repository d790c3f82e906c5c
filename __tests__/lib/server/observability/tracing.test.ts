import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import { http, HttpResponse } from 'msw';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { observeRequest } from '@/lib/server/observability/request-context';
import { flushTracing, stopTracing, tracingOn } from '@/lib/server/observability/tracing';
import { startTracing } from '@/lib/server/observability/tracing-setup';
import payments from '@/pages/api/tsom/payments/index';
import { bearer, post } from '../../../helpers/api-call';
import { captureLogs } from '../../../helpers/captured-logs';
import { createEmailUser } from '../../../helpers/firebase-emulator';
import { outsideWorld } from '../../../helpers/msw';
import { paymentRequest } from '../../../helpers/payment-routes';
import { serveRoute } from '../../../helpers/route-server';

// Traces sent as a production site sends them: OTEL_EXPORTER_OTLP_ENDPOINT names a collector
// (msw plays it), spans go over OTLP/HTTP as JSON. A request's span stands in for the one Next.js
// opens for each request on the real site.
const COLLECTOR = 'http://otel-collector.test:4318';

interface ExportedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}
const attribute = (span: ExportedSpan, key: string) => span.attributes.find((found) => found.key === key)?.value.stringValue;

let server: Awaited<ReturnType<typeof serveRoute>>;

beforeAll(async () => {
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = COLLECTOR;
  const logs = captureLogs();
  startTracing();
  logs.stop();
  server = await serveRoute((req, res) =>
    trace.getTracer('test').startActiveSpan('test request', async (span) => {
      await observeRequest(req, res, () => payments(req, res));
      span.end();
    }),
  );
});
afterAll(async () => {
  await Promise.all([server.close(), stopTracing()]);
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
});

test('a payment sends its database queries and provider calls to the collector, in the request’s trace', async () => {
  const received: ExportedSpan[] = [];
  outsideWorld.use(
    http.post(`${COLLECTOR}/v1/traces`, async ({ request }) => {
      const body = (await request.json()) as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] };
      received.push(...body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));
      return HttpResponse.json({});
    }),
  );
  resetRateLimits();
  const member = await createEmailUser();
  const res = await post(server.url, paymentRequest({ email: member.email }), { ...bearer(member.idToken), 'x-idempotency-key': randomUUID() });
  expect(res.status).toBe(200);
  await flushTracing();

  const root = received.find((span) => span.name === 'test request');
  expect(root).toBeDefined();
  const inRequest = received.filter((span) => span.traceId === root!.traceId);
  const charge = inRequest.find((span) => span.name === 'payments.charge');
  expect(charge && { provider: attribute(charge, 'panui.payments.provider'), outcome: attribute(charge, 'panui.payments.outcome') }).toEqual({ provider: 'sandbox', outcome: 'succeeded' });

  const queries = inRequest.filter((span) => attribute(span, 'db.system.name') === 'postgresql');
  expect(queries.map((span) => span.name)).toEqual(expect.arrayContaining(['SELECT', 'INSERT', 'UPDATE']));
  // The sandbox keeps its charges in our database: those queries are the charge span's children.
  expect(queries.filter((span) => span.parentSpanId === charge!.spanId).length).toBeGreaterThan(0);
  // SQL text, never the values: the donor's address is a parameter.
  expect(JSON.stringify(received)).not.toContain(member.email);
  expect(tracingOn()).toBe(true);
});
