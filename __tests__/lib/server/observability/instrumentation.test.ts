// instrumentation.ts loads the tracing SDK only when a collector is named: a site without one pays
// nothing for OpenTelemetry but @opentelemetry/api's no-op tracer.
const loaded: string[] = [];
const startTracing = jest.fn();
jest.mock('@/lib/server/observability/tracing-setup', () => {
  loaded.push('tracing-setup');
  return { startTracing };
});

const saved = { endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT, runtime: process.env.NEXT_RUNTIME };
afterEach(() => {
  Object.assign(process.env, { OTEL_EXPORTER_OTLP_ENDPOINT: saved.endpoint, NEXT_RUNTIME: saved.runtime });
  if (saved.endpoint === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (saved.runtime === undefined) delete process.env.NEXT_RUNTIME;
});

test('without OTEL_EXPORTER_OTLP_ENDPOINT nothing of the tracing SDK is loaded', async () => {
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  process.env.NEXT_RUNTIME = 'nodejs';
  const { register } = await import('@/instrumentation');
  await register();
  expect({ loaded, started: startTracing.mock.calls.length }).toEqual({ loaded: [], started: 0 });
});

test('with it, tracing starts once the server starts', async () => {
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://otel-collector.test:4318';
  process.env.NEXT_RUNTIME = 'nodejs';
  const { register } = await import('@/instrumentation');
  await register();
  expect({ loaded, started: startTracing.mock.calls.length }).toEqual({ loaded: ['tracing-setup'], started: 1 });
});

test('not in the edge runtime, which has no Node APIs', async () => {
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://otel-collector.test:4318';
  process.env.NEXT_RUNTIME = 'edge';
  startTracing.mockClear();
  const { register } = await import('@/instrumentation');
  await register();
  expect(startTracing).not.toHaveBeenCalled();
});
