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

/**
 * Next.js calls this when a page or route fails. By then it renders /_error, and the route Next
 * matched is gone from the request; naming it here counts the 500 under the page that failed
 * (decision 242). Next.js logs the error itself, through our logger in production (decision 240);
 * the error is grouped with the others for the desk and the error tracker here (decision 245).
 * API routes catch their own errors (apiRoute), so each error is reported once.
 */
export async function onRequestError(error: unknown, _request: unknown, context: { routePath?: string }): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !context.routePath) return;
  const [{ currentRequest }, { reportServerError }] = await Promise.all([
    import('./lib/server/observability/request-store'),
    import('./lib/server/tracking/server-error-report'),
  ]);
  const request = currentRequest();
  if (request) request.route ??= context.routePath;
  // Next.js waits for this before it renders the error page: the 500 must not wait for the database.
  void reportServerError(error, { route: context.routePath, requestId: request?.id });
}
