import type { Attributes } from '@opentelemetry/api';
import pg from 'pg';
import { inSpan, SpanKind, startSpan, failSpan, tracingOn } from '../observability/tracing';

/**
 * A span for each database query when tracing is on (decision 243): named by the statement's first
 * word (SELECT, INSERT…), with the SQL text. Drizzle sends values as parameters, so the text holds
 * no reader's data, and the parameters are never recorded.
 */

const MAX_STATEMENT_CHARS = 2_000;

export type DbDriver = 'pglite' | 'node-postgres';

function queryAttributes(text: string, driver: DbDriver): { name: string; attributes: Attributes } {
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  return {
    name: operation,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      'db.query.text': text.length > MAX_STATEMENT_CHARS ? `${text.slice(0, MAX_STATEMENT_CHARS)}…` : text,
      'panui.db.driver': driver,
    },
  };
}

/** Runs one query inside its span; runs it as it is when tracing is off. */
export function tracedQuery<T>(text: string, driver: DbDriver, run: () => Promise<T>): Promise<T> {
  if (!tracingOn()) return run();
  const { name, attributes } = queryAttributes(text, driver);
  return inSpan(name, attributes, run, SpanKind.CLIENT);
}

type QueryArgs = unknown[];
type Callback = (error: Error | null, result: unknown) => void;

const statementOf = (first: unknown): string | undefined =>
  typeof first === 'string' ? first : typeof first === 'object' && first !== null && typeof (first as { text?: unknown }).text === 'string' ? (first as { text: string }).text : undefined;

const isSubmittable = (first: unknown) => typeof first === 'object' && first !== null && typeof (first as { submit?: unknown }).submit === 'function';

type AnyQuery = (...args: QueryArgs) => unknown;
const clientQuery = pg.Client.prototype.query as AnyQuery;

/** A node-postgres connection whose queries (in a transaction, or a pool's) each get a span. */
class TracedClient extends pg.Client {}

// One function for pg's many overloads: every form passes through unchanged, callbacks included.
TracedClient.prototype.query = function tracedClientQuery(this: pg.Client, ...args: QueryArgs): unknown {
  const text = statementOf(args[0]);
  if (!tracingOn() || text === undefined || isSubmittable(args[0])) return clientQuery.apply(this, args);
  const callback = typeof args.at(-1) === 'function' ? (args.at(-1) as Callback) : undefined;
  if (!callback) return tracedQuery(text, 'node-postgres', () => clientQuery.apply(this, args) as Promise<unknown>);
  const { name, attributes } = queryAttributes(text, 'node-postgres');
  const span = startSpan(name, attributes, SpanKind.CLIENT);
  const withSpan: Callback = (error, result) => {
    if (span && error) failSpan(span, error);
    span?.end();
    callback(error, result);
  };
  return clientQuery.apply(this, [...args.slice(0, -1), withSpan]);
} as typeof pg.Client.prototype.query;

/**
 * node-postgres's Pool with TracedClient connections. The pool's own `query` checks a connection
 * out and queries it in the pool's callback, where a waiting request's trace is lost under load;
 * with tracing on, `query` checks one out here instead, so the span has the caller's parent.
 * Without tracing every call is the pool's own.
 */
export function createTracedPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ ...config, Client: TracedClient });
  const poolQuery = pool.query.bind(pool) as AnyQuery;
  pool.query = function tracedPoolQuery(...args: QueryArgs): unknown {
    if (!tracingOn() || typeof args.at(-1) === 'function' || isSubmittable(args[0])) return poolQuery(...args);
    return (async () => {
      const client = await pool.connect();
      try {
        const result = await (client.query as AnyQuery).apply(client, args);
        client.release();
        return result;
      } catch (error) {
        // As the pool's own query does: a connection whose query failed is closed, not reused.
        client.release(error as Error);
        throw error;
      }
    })();
  } as typeof pool.query;
  return pool;
}
