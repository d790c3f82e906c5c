import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { readSessionCookie } from '../auth/session-cookie';
import { bearerToken, authRequired, type Caller, verifyIdToken } from '../auth/verify-id-token';
import { appServices, type Services } from '../container';
import { log } from '../observability/logger';
import { currentRequestId, observeRequest, routePatternOf } from '../observability/request-context';
import { currentRequest } from '../observability/request-store';
import { reportServerError } from '../tracking/server-error-report';
import { clientIp } from './client-ip';
import { AppError } from './errors';
import { consumeRateLimit, type RateLimit } from './rate-limit';
import { readJsonBody, readRawBody } from './read-body';
import { refuseCrossSiteRequest } from './same-site-request';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type AuthMode = 'none' | 'optional' | 'required';
type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type CallerFor<A extends AuthMode> = A extends 'required' ? Caller : A extends 'optional' ? Caller | null : null;

export interface RouteContext<B extends Schema, Q extends Schema, A extends AuthMode> {
  body: Parsed<B>;
  query: Parsed<Q>;
  caller: CallerFor<A>;
  ip: string;
  /** The body as sent, for specs with `rawBody` (a webhook's signature covers these exact bytes). */
  rawBody: Buffer | undefined;
  req: IncomingMessage;
  /** For headers such as Set-Cookie; the wrapper writes the body. */
  res: ServerResponse;
  /** Every domain's services (lib/server/container.ts), built when the handler first reads them. */
  services: Services;
}

export interface RouteSpec<B extends Schema = undefined, Q extends Schema = undefined, A extends AuthMode = 'none'> {
  body?: B;
  query?: Q;
  auth?: A;
  rateLimit?: RateLimit;
  /**
   * Hand the handler the unparsed body instead of reading JSON, whatever its type: a webhook's
   * signed bytes, or an RFC 8058 one-click form whose URL already says all of it. `'stream'`
   * leaves the body unread for the handler to read from `req` (an upload with its own size
   * limit, refused before it is read when the caller may not upload).
   */
  rawBody?: boolean | 'stream';
  /**
   * Also take a JSON body sent as text/plain, as navigator.sendBeacon sends a string. Only for a
   * route a beacon calls: a text/plain POST needs no CORS preflight, so any page could send one.
   */
  beacon?: boolean;
  /**
   * Skip the cross-site check (403 CROSS_SITE_REQUEST for another site's Origin): only for a call
   * whose URL alone carries its authority, such as an RFC 8058 one-click unsubscribe.
   */
  allowCrossSite?: boolean;
  /**
   * The handler writes and ends the body itself (a streamed CSV export), so nothing is sent after
   * it. An error once the first byte is out closes the connection: the client sees a cut-off
   * download, not a file that looks whole.
   */
  streamed?: boolean;
  /**
   * GET only: without a bearer token, the session cookie's member is the caller (a revoked or
   * expired cookie is a 401), so a plain link opens the download, from the page or an email.
   * Reading never changes anything, and another site's page cannot read what it answers.
   */
  sessionCookie?: boolean;
  /** Status for a successful answer; 200 unless given. */
  status?: number;
  /** Cache-Control of a successful answer; `private, no-store` unless given. Errors are never cached. */
  cacheControl?: string;
  handler: (ctx: RouteContext<B, Q, A>) => Promise<unknown>;
}

/** Ties the generic parameters of one method's spec together for inference. */
export function route<B extends Schema = undefined, Q extends Schema = undefined, const A extends AuthMode = 'none'>(
  spec: RouteSpec<B, Q, A>,
): RouteSpec<B, Q, A> {
  return spec;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each method has its own schema types
type AnySpec = RouteSpec<any, any, any>;

function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(JSON.stringify(payload));
}

function queryOf(req: IncomingMessage): Record<string, string | string[]> {
  // Next puts route parameters and the search string on req.query; a bare Node server does not.
  const fromNext = (req as IncomingMessage & { query?: Record<string, string | string[]> }).query;
  if (fromNext) return fromNext;
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(req.url ?? '/', 'http://localhost').searchParams) {
    const existing = query[key];
    query[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}

function validationError(error: z.ZodError, where: 'body' | 'query'): AppError {
  const fields = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = fields[0];
  const message = first ? `Invalid ${where}: ${first.path || where} ${first.message}`.replace(/\s+/g, ' ') : `Invalid ${where}.`;
  return new AppError('VALIDATION_FAILED', 400, message, { fields });
}

async function resolveCaller(req: IncomingMessage, mode: AuthMode, fromSession?: (cookie: string) => Promise<Caller>): Promise<Caller | null> {
  if (mode === 'none') return null;
  const token = bearerToken(req.headers.authorization);
  if (!token) {
    const cookie = fromSession && req.method === 'GET' ? readSessionCookie(req) : null;
    if (cookie) return fromSession!(cookie);
    if (mode === 'required') throw authRequired();
    return null;
  }
  return verifyIdToken(token);
}

async function run(spec: AnySpec, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!spec.allowCrossSite) refuseCrossSiteRequest(req);
  const ip = clientIp(req);
  if (spec.rateLimit) await consumeRateLimit(spec.rateLimit, ip);
  let services: Services | undefined;
  const lazyServices = () => (services ??= appServices());
  const caller = await resolveCaller(req, spec.auth ?? 'none', spec.sessionCookie ? (cookie) => lazyServices().auth.sessionCaller(cookie) : undefined);
  let query: unknown;
  if (spec.query) {
    const parsed = spec.query.safeParse(queryOf(req));
    if (!parsed.success) throw validationError(parsed.error, 'query');
    query = parsed.data;
  }
  let body: unknown;
  let rawBody: Buffer | undefined;
  if (spec.rawBody === 'stream') {
    // The handler reads it.
  } else if (spec.rawBody) {
    rawBody = await readRawBody(req);
  } else if (req.method !== 'GET') {
    const raw = await readJsonBody(req, { textPlain: spec.beacon === true });
    if (spec.body) {
      const parsed = spec.body.safeParse(raw ?? {});
      if (!parsed.success) throw validationError(parsed.error, 'body');
      body = parsed.data;
    } else if (raw !== undefined && !(typeof raw === 'object' && raw !== null && Object.keys(raw).length === 0)) {
      throw new AppError('VALIDATION_FAILED', 400, 'This call takes no body.');
    }
  }
  const context = {
    body,
    query,
    caller,
    ip,
    rawBody,
    req,
    res,
    get services() {
      return lazyServices();
    },
  };
  const data = await spec.handler(context);
  if (spec.streamed) return;
  send(res, spec.status ?? 200, { data: data ?? null }, spec.cacheControl ? { 'Cache-Control': spec.cacheControl } : {});
}

/**
 * Every route file also exports `config = { api: { bodyParser: false } }` (Next needs it literal),
 * so that body limits and JSON errors are ours.
 *
 * Wraps a route: allowed methods (405 otherwise), no cross-site browser requests (403), rate limit, bearer auth, zod body and query
 * (400 with field messages), and errors (AppError → its status; anything else → a 500 with no detail).
 */
export function apiRoute(methods: Partial<Record<Method, AnySpec>>) {
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The custom server opened the request's context (id, log lines, metrics); a route served
    // without it (tests, a bare `next start`) opens its own.
    if (!currentRequest()) return observeRequest(req, res, () => handle(req, res));
    const spec = methods[(req.method ?? 'GET') as Method];
    try {
      if (!spec) {
        throw new AppError('METHOD_NOT_ALLOWED', 405, `Use ${Object.keys(methods).join(' or ')}.`, undefined, {
          Allow: Object.keys(methods).join(', '),
        });
      }
      await run(spec, req, res);
    } catch (error) {
      if (error instanceof AppError) {
        const payload = { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } };
        send(res, error.status, payload, error.headers);
        return;
      }
      // The reference is the request's id: the X-Request-Id header, and the requestId of the log line.
      const reference = currentRequestId() ?? 'unknown';
      const route = routePatternOf(req, currentRequest()?.route);
      // The route's pattern, not its URL: a URL may carry a token (a preview or unsubscribe link).
      log().error({ err: error, method: req.method, route }, `${req.method} ${route} failed`);
      // Part of a body is out (a stream failed half-way): no error can follow it, only a cut.
      if (res.headersSent) res.destroy();
      else send(res, 500, { error: { code: 'INTERNAL', message: `Something went wrong on our side (ref ${reference}).` } });
      // Grouped with the others once the answer is on its way (decision 245); it never throws.
      void reportServerError(error, { route, requestId: currentRequestId() });
    }
  }
  // The specs stay readable so the reliability suites can enumerate every route's methods, schemas and auth.
  return Object.assign(handle, { methods: methods as Readonly<Partial<Record<Method, Readonly<AnySpec>>>> });
}

export type ApiRouteHandler = ReturnType<typeof apiRoute>;
