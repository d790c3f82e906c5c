import { type Attributes, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { scrubText } from './log-redaction';

/**
 * Spans of our own (decision 243): database queries and payment provider calls, beside the page
 * and API spans Next.js makes. Only @opentelemetry/api is loaded here (no SDK); until
 * tracing-setup.ts has started a tracer provider (OTEL_EXPORTER_OTLP_ENDPOINT set), every helper
 * runs its work straight away after one boolean check.
 */

const TRACING_KEY = Symbol.for('panui.tracing');
type TracerProviderHandle = { forceFlush(): Promise<void>; shutdown(): Promise<void> };
type GlobalWithTracing = typeof globalThis & { [TRACING_KEY]?: TracerProviderHandle };

/** Whether traces are being sent: tracing-setup.ts registered a provider in this process. */
export function tracingOn(): boolean {
  return (globalThis as GlobalWithTracing)[TRACING_KEY] !== undefined;
}

/** Called once by tracing-setup.ts with the provider it registered. */
export function markTracingOn(provider: TracerProviderHandle): void {
  (globalThis as GlobalWithTracing)[TRACING_KEY] = provider;
}

/** Sends the spans still buffered and stops tracing, at shutdown; nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  const g = globalThis as GlobalWithTracing;
  const provider = g[TRACING_KEY];
  delete g[TRACING_KEY];
  await provider?.shutdown();
}

/** Sends the spans still buffered (tests read them); nothing when tracing is off. */
export async function flushTracing(): Promise<void> {
  await (globalThis as GlobalWithTracing)[TRACING_KEY]?.forceFlush();
}

const tracer = () => trace.getTracer('panui');

/** Marks a span failed with the error's type and its message scrubbed (no stack: it may quote a reader's data). */
export function failSpan(span: Span, error: unknown): void {
  const type = error instanceof Error ? error.name : typeof error;
  const message = scrubText(error instanceof Error ? error.message : String(error));
  span.addEvent('exception', { 'exception.type': type, 'exception.message': message });
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

/**
 * Runs `work` inside a span named `name`, the current span its parent; the span ends when the work
 * settles and is marked failed if it throws, unless `expected` says the error is an ordinary answer.
 * Without tracing, `work` runs as it is (its span argument undefined).
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span | undefined) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
  expected: (error: unknown) => boolean = () => false,
): Promise<T> {
  if (!tracingOn()) return work(undefined);
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      if (!expected(error)) failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span started under the current one and ended by the caller, for work that finishes in a callback. */
export function startSpan(name: string, attributes: Attributes, kind: SpanKind = SpanKind.INTERNAL): Span | undefined {
  return tracingOn() ? tracer().startSpan(name, { kind, attributes }) : undefined;
}

export { SpanKind };
