/**
 * Next.js calls register() once in each server process before the first request. Tracing starts
 * only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (decision 243); otherwise nothing of
 * OpenTelemetry's SDK is loaded, and Next.js's own spans go to @opentelemetry/api's no-op tracer.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const { startTracing } = await import('./lib/server/observability/tracing-setup');
  startTracing();
}
