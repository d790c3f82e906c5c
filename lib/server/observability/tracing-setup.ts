import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { rootLogger } from './logger';
import { markTracingOn, tracingOn } from './tracing';

/** The collector's host, for the log: never the whole URL, which may carry credentials. */
function collectorHost(endpoint: string | undefined): string | undefined {
  try {
    return endpoint ? new URL(endpoint).host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts OpenTelemetry's tracer provider (decision 243). Loaded only by instrumentation.ts when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, so a site without a collector never loads the SDK. Spans go
 * in batches to the collector over OTLP/HTTP (JSON); the exporter reads OTEL_EXPORTER_OTLP_* and
 * the provider OTEL_TRACES_SAMPLER(_ARG) from the environment. Once registered, Next.js's own
 * spans (each request, page render, getServerSideProps, API route) and ours (database queries,
 * payment provider calls) are sent. Tests hand in their own exporter.
 */
export function startTracing(options: { exporter?: SpanExporter; serviceName?: string } = {}): void {
  if (tracingOn()) return;
  const exporter = options.exporter ?? new OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName ?? process.env.OTEL_SERVICE_NAME ?? 'panui' }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  markTracingOn(provider);
  rootLogger().info({ collector: collectorHost(process.env.OTEL_EXPORTER_OTLP_ENDPOINT) }, 'Tracing: sending spans over OTLP/HTTP');
}
